import numpy as np

from tracker import FieldStressTracker


def main():
    rng = np.random.default_rng(3)
    n = 12
    awc = rng.uniform(100, 180, n).astype(np.float32)
    tracker = FieldStressTracker(n)
    for day in range(10):
        sw = rng.uniform(30, 120, n).astype(np.float32)
        tmax = rng.uniform(26, 38, n).astype(np.float32)
        idx = tracker.daily(sw, awc, tmax)
    print("accumulated stress index:", np.round(np.asarray(idx), 2).tolist())


if __name__ == "__main__":
    main()
