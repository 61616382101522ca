import numpy as np

IMU_RATE = 200.0
CAM_RATE = 20.0


def imu_between_frames(rng, n_frames):
    t = 0.0
    for _ in range(n_frames):
        n_imu = int(rng.integers(9, 12))
        stamps = t + np.arange(n_imu) / IMU_RATE
        t_next = t + n_imu / IMU_RATE
        gyro = rng.normal(0, 0.05, (len(stamps), 3)).astype(np.float32)
        accel = (rng.normal(0, 0.1, (len(stamps), 3)) + [0, 0, 9.81]).astype(np.float32)
        yield stamps.astype(np.float32), gyro, accel
        t = t_next
