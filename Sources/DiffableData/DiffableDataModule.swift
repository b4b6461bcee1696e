/// OpenUIKit's diffable snapshots and diff engine (pure Swift, Foundation only).
public enum DiffableDataModule {}
