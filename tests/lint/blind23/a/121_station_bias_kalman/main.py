import numpy as np

from kalman import kalman_bias_update
from station import StationBiasTracker


def main():
    rng = np.random.default_rng(0)
    tracker = StationBiasTracker()
    for day in range(10):
        fc = (15 + rng.normal(0, 2, 8)).astype(np.float32)
        obs = (fc - 1.2 + rng.normal(0, 0.5, 8)).astype(np.float32)
        if day == 3:
            tracker.warm_start(fc, obs)
        tracker.bias, tracker.var = kalman_bias_update(tracker.bias, tracker.var, fc, obs, 0.01, 0.25)
        print(day, np.round(np.asarray(tracker.bias), 3))


if __name__ == "__main__":
    main()
