import numpy as np

from mapping import height_map
from utils import grid_shape_for

RESOLUTION = 0.5


def main():
    rng = np.random.default_rng(6)
    for frame in range(5):
        extent = rng.uniform(15, 25)
        pts = rng.uniform([-extent, -extent, 0.0], [extent, extent, 2.5], size=(1500, 3)).astype(np.float32)
        nx, ny, origin = grid_shape_for(pts, RESOLUTION)
        hm = height_map(pts, origin.astype(np.float32), np.float32(RESOLUTION), nx=nx, ny=ny)
        print(f"frame {frame} grid {hm.shape} mean height {float(hm.mean()):.2f}")


if __name__ == "__main__":
    main()
