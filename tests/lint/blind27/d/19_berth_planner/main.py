import numpy as np

from planner import BerthPlanner


def main():
    rng = np.random.default_rng(4)
    berths = np.array([180, 220, 260, 300, 350, 400], np.float32)
    planner = BerthPlanner(berths)
    for rnd in range(6):
        vl = rng.uniform(120, 380, 10).astype(np.float32)
        wait = rng.uniform(0, 24, 10).astype(np.float32)
        if rnd == 2:
            planner.report_closure(np.array([False, True, False, False, False, False]))
        idx, cost = planner.plan(vl, wait)
        print(rnd, idx.tolist())


if __name__ == "__main__":
    main()
