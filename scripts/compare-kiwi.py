#!/usr/bin/env python3
"""Compare OpenUIKit's constraint solver with kiwisolver on the same four shapes, measured in one run.

Installs kiwisolver from PyPI into a temporary virtual environment (deleted afterwards), builds and times
the four view-grid shapes of Sources/Benchmarks/SolverBenchmarks.swift with it (grid-1k, grid-10k,
rows-10k, chain-1k: the build, and 1,000 resizes of the container width, each reading every variable),
runs `Benchmarks --filter solver --json` (release build) right after, and prints both side by side.

Usage: scripts/compare-kiwi.py [--shapes grid-1k,chain-1k] [--cap SECONDS] [--skip-build]

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
    figures = {}
    for line in out.splitlines():
        line = line.strip()
        if line.startswith("{"):
            figure = json.loads(line)
            figures[figure["name"]] = figure["value"]
    return figures


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--shapes", default=",".join(SHAPES), help="comma-separated shapes (default: all four)")
    parser.add_argument("--cap", type=float, default=60, help="seconds after which a resize loop stops and scales")
    parser.add_argument("--skip-build", action="store_true", help="use the existing release build of Benchmarks")
    args = parser.parse_args()
    shapes = [s for s in args.shapes.split(",") if s]
    unknown = [s for s in shapes if s not in SHAPES]
    if unknown:
        parser.error(f"unknown shape(s): {', '.join(unknown)}; known: {', '.join(SHAPES)}")
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

    with tempfile.TemporaryDirectory(prefix="openuikit-kiwi-") as venv:
        print(f"installing kiwisolver into a temporary virtual environment ({venv}) ...", file=sys.stderr, flush=True)
        subprocess.run([sys.executable, "-m", "venv", venv], check=True)
        python = os.path.join(venv, "bin", "python")
        subprocess.run([python, "-m", "pip", "install", "--quiet", "kiwisolver"], check=True)
        version = subprocess.run([python, "-c", "import kiwisolver; print(kiwisolver.__version__)"],
                                 check=True, capture_output=True, text=True).stdout.strip()
        kiwi = run_kiwi(python, shapes, args.cap)
    ours = run_openuikit(root, args.skip_build)

    print(f"\nOpenUIKit ConstraintSolver vs kiwisolver {version}, measured in this run")
    header = f"{'figure':<34}{'OpenUIKit':>14}{'kiwisolver':>14}{'kiwi/ours':>11}"
    print(header)
    print("-" * len(header))
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
            print(f"{name + ' ' + label:<34}{mine_text}{theirs:11.3f} {unit:<2}{ratio}{capped}")


if __name__ == "__main__":
    main()
