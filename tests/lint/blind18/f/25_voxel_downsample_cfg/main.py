import numpy as np

from config import SENSOR_PARAMS, VoxelConfig
from voxel import voxel_occupancy


def process_frame(points):
    cfg = VoxelConfig.from_dict(SENSOR_PARAMS)
    return voxel_occupancy(points, cfg=cfg)


def main():
    rng = np.random.default_rng(5)
    for frame in range(5):
        pts = rng.uniform(-8, 8, size=(512, 3)).astype(np.float32)
        height = process_frame(pts)
        print(f"frame {frame} max height {float(height.max()):.2f}")


if __name__ == "__main__":
    main()
