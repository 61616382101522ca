import numpy as np


def imu_packets(n_packets, seed=0, nominal=10):
    """Packets from a serial IMU; timing jitter makes the sample count vary."""
    rng = np.random.default_rng(seed)
    t = 0.0
    for _ in range(n_packets):
        n = nominal + int(rng.integers(-2, 3))
        ts = t + 0.01 * np.arange(n)
        gyro = (np.sin(ts)[:, None] * [1.0, 0.5, -0.2] + rng.normal(scale=0.05, size=(n, 3)))
        t = ts[-1] + 0.01
        yield gyro.astype(np.float32)
