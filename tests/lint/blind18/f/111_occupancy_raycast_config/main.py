import numpy as np

from config import RaycastConfig
from raycast import free_space

BASE = RaycastConfig()


def main():
    rng = np.random.default_rng(0)
    stamp_us = 1_700_000_000_000
    for frame in range(5):
        stamp_us += 100_000
        ang = rng.uniform(-np.pi, np.pi, 90)
        r = rng.uniform(2, 14, 90)
        ends = np.stack([r * np.cos(ang), r * np.sin(ang)], 1).astype(np.float32)
        cfg = BASE.for_frame(stamp_us)
        grid = free_space(ends, cfg)
        print(f"frame {frame} @ {cfg.stamp_us}: free cells {int((grid > 0).sum())}")


if __name__ == "__main__":
    main()
