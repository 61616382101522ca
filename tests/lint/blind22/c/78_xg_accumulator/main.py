import numpy as np

from stats import add_match


class SeasonTracker:
    def __init__(self):
        self.total_xg = 0.0

    def update(self, dist, angle):
        self.total_xg = add_match(self.total_xg, dist, angle)


def main():
    rng = np.random.default_rng(0)
    tracker = SeasonTracker()
    for match in range(5):
        dist = rng.uniform(6, 30, 15).astype(np.float32)
        angle = rng.uniform(0.1, 1.0, 15).astype(np.float32)
        tracker.update(dist, angle)
    print("season xG", round(float(tracker.total_xg), 2))


if __name__ == "__main__":
    main()
