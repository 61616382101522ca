import numpy as np

from tracker import DriftTracker


def skin_temp_windows(n, size=60, seed=0):
    rng = np.random.default_rng(seed)
    level = 33.0
    for _ in range(n):
        level += 0.02
        yield (level + 0.1 * rng.standard_normal(size)).astype(np.float32)


def main():
    tracker = DriftTracker(alpha=0.1)
    for i, w in enumerate(skin_temp_windows(8)):
        detrended = tracker.step(w)
        if i % 2 == 0:
            print(i, float(tracker.drift), float(np.mean(detrended)))


if __name__ == "__main__":
    main()
