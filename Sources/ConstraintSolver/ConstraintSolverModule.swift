/// OpenUIKit's Cassowary constraint solver (pure Swift, Foundation only).
public enum ConstraintSolverModule {}
