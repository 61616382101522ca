import numpy as np

from imu import imu_between_frames, resample
from preint import preintegrate


def main():
    rng = np.random.default_rng(5)
    for k, (stamps, gyro, accel, t0, t1) in enumerate(imu_between_frames(rng, 8)):
        gyro_r, dt = resample(stamps, gyro, t0, t1)
        accel_r, _ = resample(stamps, accel, t0, t1)
        R, v, p = preintegrate(gyro_r, accel_r, dt)
        print(f"frame {k}: {len(stamps)} imu samples, dv_z {float(v[2]):.3f}")


if __name__ == "__main__":
    main()
