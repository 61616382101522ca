import numpy as np

IMU_RATE = 200.0
CAM_RATE = 20.0
SAMPLES_PER_FRAME = 10


def imu_between_frames(rng, n_frames):
    t = 0.0
    for _ in range(n_frames):
        n_imu = int(rng.integers(9, 12))
        stamps = t + np.arange(n_imu) / IMU_RATE
        t_next = t + n_imu / IMU_RATE
        gyro = rng.normal(0, 0.05, (len(stamps), 3)).astype(np.float32)
        accel = (rng.normal(0, 0.1, (len(stamps), 3)) + [0, 0, 9.81]).astype(np.float32)
        yield stamps.astype(np.float32), gyro, accel, t, t_next
        t = t_next


def resample(stamps, values, t0, t1, n=SAMPLES_PER_FRAME):
    grid = np.linspace(t0, t1, n, endpoint=False)
    out = np.stack([np.interp(grid, stamps, values[:, k]) for k in range(values.shape[1])], axis=1)
    return out.astype(np.float32), np.float32((t1 - t0) / n)
