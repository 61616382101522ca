import numpy as np

from windows import windows
from features import window_features


def main():
    rng = np.random.default_rng(0)
    hours = 24 * 7
    density = (1.085 - 0.0004 * np.arange(hours) + rng.normal(0, 2e-4, hours)).astype(np.float32)
    for day, w in enumerate(windows(density)):
        mean, sd, slope = (float(v) for v in window_features(w))
        print(f"day {day}: mean SG {mean:.4f}, slope {slope * 24:.4f}/day")


if __name__ == "__main__":
    main()
