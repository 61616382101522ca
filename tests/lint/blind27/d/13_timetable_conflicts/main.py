import numpy as np

from settings import SolverSettings
from conflicts import count_conflicts


def candidate_timetables(n, rng):
    for _ in range(n):
        base = np.arange(0, 120, 7.5)
        yield (base + rng.normal(0, 2.0, (4, base.size))).astype(np.float32)


def main():
    rng = np.random.default_rng(21)
    for i, tt in enumerate(candidate_timetables(6, rng)):
        settings = SolverSettings(min_headway=3.0, dwell_buffer=1.0)
        c = count_conflicts(tt, settings)
        print(f"timetable {i}: conflicts per line {c.tolist()}")


if __name__ == "__main__":
    main()
