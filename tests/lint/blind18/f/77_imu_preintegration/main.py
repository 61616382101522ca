import numpy as np

from imu import IMU_RATE, imu_between_frames
from preint import preintegrate


def main():
    rng = np.random.default_rng(5)
    for k, (stamps, gyro, accel) in enumerate(imu_between_frames(rng, 8)):
        R, v, p = preintegrate(gyro, accel, np.float32(1.0 / IMU_RATE))
        print(f"frame {k}: {len(stamps)} imu samples, dv_z {float(v[2]):.3f}")


if __name__ == "__main__":
    main()
