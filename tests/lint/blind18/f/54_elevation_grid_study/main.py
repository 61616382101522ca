import numpy as np

from mapping import height_map
from utils import HALF_EXTENT, square_grid

RESOLUTIONS = (0.25, 0.5, 1.0)


def main():
    rng = np.random.default_rng(6)
    scans = []
    for _ in range(4):
        extent = rng.uniform(15, 25)
        pts = rng.uniform([-extent, -extent, 0.0], [extent, extent, 2.5], size=(1500, 3))
        scans.append(np.clip(pts, -HALF_EXTENT + 1e-3, HALF_EXTENT - 1e-3).astype(np.float32))
    for res in RESOLUTIONS:
        nx, ny, origin = square_grid(res)
        heights = [float(height_map(p, origin, np.float32(res), nx=nx, ny=ny).mean()) for p in scans]
        print(f"resolution {res}: grid {nx}x{ny}, mean heights {np.round(heights, 3)}")


if __name__ == "__main__":
    main()
