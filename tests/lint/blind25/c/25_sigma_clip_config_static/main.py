import numpy as np

from config import CONFIG
from stacking import clipped_mean_stack


def dither_sequence(rng, cfg):
    cube = rng.normal(100.0, 5.0, (cfg.n_frames,) + cfg.shape).astype(np.float32)
    for k in range(cfg.n_frames):
        ys, xs = rng.integers(0, cfg.shape[0], (2, 8))
        cube[k, ys, xs] += 5000.0
    return cube


def main():
    rng = np.random.default_rng(6)
    for target in ["M67", "NGC 188", "NGC 2420"]:
        cube = dither_sequence(rng, CONFIG)
        stack = clipped_mean_stack(cube, CONFIG.clip_sigma, n_iter=CONFIG.n_clip_iter)
        print(f"{target}: stack max {float(stack.max()):.1f} (raw max {cube.max():.0f})")


if __name__ == "__main__":
    main()
