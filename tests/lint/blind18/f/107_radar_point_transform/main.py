import numpy as np

from mounts import FRONT_RADAR_MOUNT
from transform import radar_to_ego


def main():
    rng = np.random.default_rng(0)
    for frame in range(6):
        r = rng.uniform(2, 120, 64).astype(np.float32)
        az = rng.uniform(-0.6, 0.6, 64).astype(np.float32)
        pts = radar_to_ego(r, az, mount=FRONT_RADAR_MOUNT)
        print(f"frame {frame} nearest {float(np.linalg.norm(np.asarray(pts[:, :2]), axis=1).min()):.2f} m")


if __name__ == "__main__":
    main()
