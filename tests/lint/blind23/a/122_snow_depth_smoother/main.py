import numpy as np

from filter import exp_smooth_update
from tracker import SnowDepthTracker


def main():
    rng = np.random.default_rng(0)
    depth = np.clip(np.cumsum(rng.normal(1.0, 3.0, 40)), 0, None).astype(np.float32)
    trk = SnowDepthTracker()
    for day, d in enumerate(depth):
        if day == 5:
            trk.reset_from(depth[:5])
        trk.level, trk.trend = exp_smooth_update(trk.level, trk.trend, d, 0.3, 0.1)
    print(round(float(trk.level), 2), round(float(trk.trend), 3))


if __name__ == "__main__":
    main()
