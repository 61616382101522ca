import numpy as np

from config import SMOOTHING
from smooth import moving_average, auto_window

PROBES = [("T1", 10, True), ("T2", 10, False), ("T3", 10, True), ("T4", 10, False)]


def main():
    rng = np.random.default_rng(0)
    for name, interval, use_config in PROBES:
        x = (18 + np.cumsum(rng.normal(0, 0.05, 144))).astype(np.float32)
        window = SMOOTHING["window"] if use_config else auto_window(interval)
        sm = np.asarray(moving_average(x, window=window))
        print(f"{name}: window {window}, smoothed range {sm.min():.2f}-{sm.max():.2f}")


if __name__ == "__main__":
    main()
