import numpy as np

LOG_LENGTHS = [40, 55, 38, 61]


def drive_logs(seed=0):
    rng = np.random.default_rng(seed)
    for n in LOG_LENGTHS:
        accel = rng.normal(0.0, 0.2, size=(n,)).astype(np.float32)
        gps = np.cumsum(np.cumsum(accel)) * 0.01 + rng.normal(0, 0.5, size=n).astype(np.float32)
        yield accel, gps.astype(np.float32)
