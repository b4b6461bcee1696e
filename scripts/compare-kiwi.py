#!/usr/bin/env python3
"""Compare OpenUIKit's constraint solving with kiwisolver, measured in one run.

Two comparisons:

1. The solver shapes of Sources/Benchmarks/SolverBenchmarks.swift (grid-1k, grid-10k, rows-10k, chain-1k):
   the build, and 1,000 resizes of the container width, each reading every variable; built with kiwi
   by the same code shape, against `Benchmarks --filter solver`.
2. The Auto Layout screen of issue 13 (`stackview`): 250 rows of label + switch + button in horizontal
   stacks inside a vertical stack in a scroll view. `Benchmarks --filter stackview` lays it out and,
   with OPENUIKIT_CONSTRAINT_EXPORT set, writes the exact linear system its engine built (every
   constraint: the app's, the stack views' UISV- ones, autoresizing and intrinsic-size ones, with
   current constants and priorities) to a JSON file. Kiwi replays that file (fresh solver, every
   constraint added, every variable read; median of 5 after a warm-up) and its solution is compared
   with the engine's. Printed: OpenUIKit's whole first layout (views' update pass, stack arrangements,
   intrinsic sizes, engine, solve, frames), the same system replayed on OpenUIKit's bare solver, the
   kiwi replay, and the ratios. The honest solver-to-solver ratio is replay vs replay; the first
   layout figure also carries the UIKit work kiwi never does.

Priorities: OpenUIKit orders priorities strictly (a higher priority always wins, as UIKit's engine);
kiwi sums weighted errors. UIKit priority p becomes kiwi strength create(0, p, 0) (required stays
required), so where optional constraints conflict the two may choose different solutions; the
comparison prints how many of the views' variables agree within half a point.

Usage: scripts/compare-kiwi.py [--shapes grid-1k,chain-1k,stackview] [--cap SECONDS] [--skip-build] [--record FILE]

With --record, the printed comparison is also written to FILE under a header with the date, the command
and the load average (docs/kiwi-comparison.txt is the recorded run the README cites).

Not part of CI: it needs network access for PyPI and takes several minutes (kiwisolver needs about a
minute to build each 10,000-view layout). Like the Swift benchmark, a resize loop that passes `--cap`
seconds (60 by default) stops early and its time is scaled to 1,000 resizes.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile
import textwrap
import time

# The shapes of SolverBenchmarks.swift: views, views per row, rows chained to the previous row.
SHAPES = {
    "grid-1k": (1_000, 10, True),
    "grid-10k": (10_000, 10, True),
    "rows-10k": (10_000, 10, False),
    "chain-1k": (1_000, 1_000, False),
}

# The kiwi side, run inside the virtual environment. It mirrors buildLayout(views:perRow:chained:),
# containerWidth(step:) and the resize loop of SolverBenchmarks.swift. UIKit priorities become kiwi
# strengths of `priority` medium units (kiwi sums weighted errors where OpenUIKit orders priorities
# strictly; for these layouts both give the same solution).
KIWI_RUNNER = textwrap.dedent(r'''
    import json, statistics, sys, time
    import kiwisolver as kiwi

    def strength(priority):
        return kiwi.strength.create(0, priority, 0)

    def build_layout(views, per_row, chained):
        s = kiwi.Solver()
        container = kiwi.Variable("container.width")
        s.addEditVariable(container, strength(999))
        s.suggestValue(container, 320)
        variables = []
        previous_row_top = None
        index = 0
        while index < views:
            count = min(per_row, views - index)
            row_top = container
            row_width = container
            previous = None
            for i in range(count):
                left, top, width, height = kiwi.Variable(), kiwi.Variable(), kiwi.Variable(), kiwi.Variable()
                variables += [left, top, width, height]
                if previous is not None:
                    s.addConstraint(left == previous[0] + previous[1] + 8)
                    s.addConstraint(width == row_width)
                    s.addConstraint(top == row_top)
                else:
                    s.addConstraint(left == 8)
                    row_top = top
                    row_width = width
                    if chained and previous_row_top is not None:
                        s.addConstraint(top == previous_row_top + 44 + 8)
                    else:
                        s.addConstraint(top == 8)
                s.addConstraint(width >= 44)
                s.addConstraint((width == 100) | strength(250))
                s.addConstraint(height == 44)
                if i == count - 1:
                    s.addConstraint((left + width + 8 == container) | strength(750))
                previous = (left, width)
            previous_row_top = row_top
            index += count
        return s, container, variables

    def container_width(step):
        phase = step % 200
        t = phase / 100 if phase < 100 else (200 - phase) / 100
        return 320 + 1080 * t

    name, views, per_row, chained, cap = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4] == "1", float(sys.argv[5])
    # As the Swift side: one untimed warm-up build, then the median of several (fewer for the big ones,
    # whose builds take kiwi about a minute each).
    runs = 5 if views <= 1_000 else 1
    warmup = 1 if views <= 1_000 else 0
    builds = []
    layout = None
    for run in range(warmup + runs):
        layout = None
        start = time.perf_counter()
        layout = build_layout(views, per_row, chained)
        if run >= warmup:
            builds.append(time.perf_counter() - start)
    solver, container, variables = layout
    checksum = 0.0
    done = 0
    start = time.perf_counter()
    while done < 1_000 and time.perf_counter() - start < cap:
        solver.suggestValue(container, container_width(done))
        solver.updateVariables()
        for v in variables:
            checksum += v.value()
        done += 1
    elapsed = time.perf_counter() - start
    print(json.dumps({"shape": name, "build_ms": statistics.median(builds) * 1e3,
                      "resizes_s": elapsed * 1_000 / max(done, 1), "resizes_done": done, "checksum": checksum}))
''')


# The kiwi side of the stack-view comparison: replays an exported engine system.
KIWI_REPLAY = textwrap.dedent(r'''
    import json, statistics, sys, time
    import kiwisolver as kiwi

    system = json.load(open(sys.argv[1]))
    rows = system["constraints"]

    def strength(priority):
        return kiwi.strength.required if priority >= 1000 else kiwi.strength.create(0, priority, 0)

    def replay():
        s = kiwi.Solver()
        variables = {}
        for row in rows:
            expression = row["constant"]
            for vid, coefficient in row["terms"]:
                v = variables.get(vid)
                if v is None:
                    v = variables[vid] = kiwi.Variable("v%d" % vid)
                expression = expression + coefficient * v
            relation = row["relation"]
            if relation < 0:
                c = expression <= 0
            elif relation > 0:
                c = expression >= 0
            else:
                c = expression == 0
            s.addConstraint(c | strength(row["priority"]))
        s.updateVariables()
        return {vid: v.value() for vid, v in variables.items()}

    # A warm-up and the median of five, or, when one replay takes more than five seconds (kiwi needs
    # tens of seconds for this system), the median of three without a warm-up.
    times = []
    values = None
    run = 0
    while True:
        start = time.perf_counter()
        values = replay()
        elapsed = time.perf_counter() - start
        slow = elapsed > 5
        if run > 0 or slow:
            times.append(elapsed)
        run += 1
        if len(times) >= (3 if slow else 5):
            break
    ours = {int(k): v for k, v in system["values"].items()}
    # Views' variables only: the stack views' spacer guides are free along their axis.
    views = system["view_variables"]
    agree = sum(1 for vid in views if abs(values.get(vid, float("nan")) - ours[vid]) <= 0.5)
    print(json.dumps({"replay_ms": statistics.median(times) * 1e3, "replays": len(times), "constraints": len(rows),
                      "variables": len(values), "view_variables": len(views), "agree": agree}))
''')


def run_kiwi_stackview(python, system_path):
    with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as runner:
        runner.write(KIWI_REPLAY)
    try:
        print("kiwi: stackview replay ...", file=sys.stderr, flush=True)
        out = subprocess.run([python, runner.name, system_path], check=True, capture_output=True, text=True).stdout
        return json.loads(out.strip().splitlines()[-1])
    finally:
        os.unlink(runner.name)


def parse_figures(out):
    """The figures of a `Benchmarks --json` run by name."""
    figures = {}
    for line in out.splitlines():
        line = line.strip()
        if line.startswith("{"):
            figure = json.loads(line)
            figures[figure["name"]] = figure["value"]
    return figures


def run_openuikit_stackview(root, system_path):
    binary = os.path.join(root, ".build", "release", "Benchmarks")
    print("OpenUIKit: Benchmarks --filter stackview (exporting the engine's system) ...", file=sys.stderr, flush=True)
    env = dict(os.environ, OPENUIKIT_CONSTRAINT_EXPORT=system_path)
    out = subprocess.run([binary, "--json", "--filter", "stackview"], cwd=root, check=True, capture_output=True,
                         text=True, env=env).stdout
    return parse_figures(out)


def run_kiwi(python, shapes, cap):
    results = {}
    with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as runner:
        runner.write(KIWI_RUNNER)
    try:
        for name in shapes:
            views, per_row, chained = SHAPES[name]
            print(f"kiwi: {name} ...", file=sys.stderr, flush=True)
            out = subprocess.run([python, runner.name, name, str(views), str(per_row), "1" if chained else "0", str(cap)],
                                 check=True, capture_output=True, text=True).stdout
            results[name] = json.loads(out.strip().splitlines()[-1])
    finally:
        os.unlink(runner.name)
    return results


def run_openuikit(root, skip_build):
    if not skip_build:
        subprocess.run(["swift", "build", "-c", "release", "--product", "Benchmarks"], cwd=root, check=True,
                       stdout=sys.stderr)
    binary = os.path.join(root, ".build", "release", "Benchmarks")
    print("OpenUIKit: Benchmarks --filter solver ...", file=sys.stderr, flush=True)
    out = subprocess.run([binary, "--json", "--filter", "solver"], cwd=root, check=True, capture_output=True, text=True).stdout
    return parse_figures(out)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--shapes", default=",".join(list(SHAPES) + ["stackview"]),
                        help="comma-separated shapes (default: the four solver shapes and stackview)")
    parser.add_argument("--cap", type=float, default=60, help="seconds after which a resize loop stops and scales")
    parser.add_argument("--skip-build", action="store_true", help="use the existing release build of Benchmarks")
    parser.add_argument("--record", metavar="FILE",
                        help="also write the printed comparison to FILE, headed by the date, the command and the load average")
    args = parser.parse_args()
    shapes = [s for s in args.shapes.split(",") if s]
    stackview = "stackview" in shapes
    shapes = [s for s in shapes if s != "stackview"]
    unknown = [s for s in shapes if s not in SHAPES]
    if unknown:
        parser.error(f"unknown shape(s): {', '.join(unknown)}; known: {', '.join(SHAPES)}")
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

    if not args.skip_build:
        subprocess.run(["swift", "build", "-c", "release", "--product", "Benchmarks"], cwd=root, check=True,
                       stdout=sys.stderr)
    with tempfile.TemporaryDirectory(prefix="openuikit-kiwi-") as venv:
        print(f"installing kiwisolver into a temporary virtual environment ({venv}) ...", file=sys.stderr, flush=True)
        subprocess.run([sys.executable, "-m", "venv", venv], check=True)
        python = os.path.join(venv, "bin", "python")
        subprocess.run([python, "-m", "pip", "install", "--quiet", "kiwisolver"], check=True)
        version = subprocess.run([python, "-c", "import kiwisolver; print(kiwisolver.__version__)"],
                                 check=True, capture_output=True, text=True).stdout.strip()
        kiwi = run_kiwi(python, shapes, args.cap)
        if stackview:
            system_path = os.path.join(venv, "stackview-system.json")
            stack_ours = run_openuikit_stackview(root, system_path)
            stack_kiwi = run_kiwi_stackview(python, system_path)
    ours = run_openuikit(root, True) if shapes else {}

    lines = []

    def emit(text=""):
        print(text)
        lines.append(text)

    emit(f"\nOpenUIKit ConstraintSolver vs kiwisolver {version}, measured in this run")
    header = f"{'figure':<34}{'OpenUIKit':>14}{'kiwisolver':>14}{'kiwi/ours':>11}"
    emit(header)
    emit("-" * len(header))
    for name in shapes:
        rows = [("build", "ms", f"solver/{name}/build", kiwi[name]["build_ms"]),
                ("1000 resizes", "s", f"solver/{name}/1000-resizes", kiwi[name]["resizes_s"])]
        for label, unit, key, theirs in rows:
            mine = ours.get(key)
            if mine is None:  # a capped Swift run has a longer name
                mine = next((v for k, v in ours.items() if k.startswith(key)), None)
            ratio = f"{theirs / mine:10.1f}x" if mine else "         -"
            mine_text = f"{mine:11.3f} {unit:<2}" if mine is not None else f"{'-':>14}"
            capped = "" if kiwi[name]["resizes_done"] >= 1_000 or label == "build" else f"  (kiwi capped: {kiwi[name]['resizes_done']} run, scaled)"
            emit(f"{name + ' ' + label:<34}{mine_text}{theirs:11.3f} {unit:<2}{ratio}{capped}")


    if stackview:
        first = stack_ours.get("stackview/1000-views/first-layout")
        replay = stack_ours.get("stackview/1000-views/solver-only-replay")
        theirs = stack_kiwi["replay_ms"]
        emit(f"\nThe 1,000-view stack-view screen: {stack_kiwi['constraints']} constraints, "
              f"{stack_kiwi['variables']} variables (the engine's own system, replayed)")
        emit(f"{'figure':<44}{'ms':>10}{'kiwi/this':>11}")
        emit("-" * 65)
        for label, mine in [("OpenUIKit first layout (whole UIKit pass)", first),
                            ("OpenUIKit solver, replaying the system", replay)]:
            ratio = f"{theirs / mine:10.2f}x" if mine else "         -"
            emit(f"{label:<44}{mine if mine is not None else float('nan'):10.3f}{ratio}")
        emit(f"{'kiwisolver, replaying the system':<44}{theirs:10.3f}")
        emit(f"views' variables agreeing within 0.5 pt: {stack_kiwi['agree']} of {stack_kiwi['view_variables']}")
        emit(f"(kiwi: median of {stack_kiwi.get('replays', 5)} replays)")
    if args.record:
        load = os.getloadavg()
        with open(args.record, "w") as out:
            out.write(f"# scripts/compare-kiwi.py {' '.join(sys.argv[1:])}\n")
            out.write(f"# {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}, load average {load[0]:.2f} {load[1]:.2f} {load[2]:.2f} "
                      f"on {os.cpu_count()} cores (figures are slower under load; the ratios are of one run)\n")
            out.write("\n".join(lines).lstrip("\n") + "\n")


if __name__ == "__main__":
    main()
