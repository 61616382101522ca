import numpy as np

from background import plane_background
from orient import north_up


def main():
    rng = np.random.default_rng(0)
    for i, rot in enumerate([0.0, 90.0, 180.0, 270.0, 0.0]):
        yy, xx = np.mgrid[:64, :96]
        raw = (300 + 0.8 * xx - 0.4 * yy + rng.normal(0, 5, (64, 96))).astype(np.float32)
        img = north_up(raw, rot)
        flat = plane_background(img)
        print(f"frame {i} (rot {rot:.0f}): shape {img.shape}, residual rms {float(flat.std()):.2f}")


if __name__ == "__main__":
    main()
