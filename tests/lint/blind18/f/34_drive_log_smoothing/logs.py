import numpy as np

LOG_LENGTHS = [40, 55, 38, 61]
MAX_LEN = 64


def drive_logs(seed=0):
    rng = np.random.default_rng(seed)
    for n in LOG_LENGTHS:
        accel = rng.normal(0.0, 0.2, size=(n,)).astype(np.float32)
        gps = np.cumsum(np.cumsum(accel)) * 0.01 + rng.normal(0, 0.5, size=n).astype(np.float32)
        yield accel, gps.astype(np.float32)


def pad_log(accel, gps, max_len=MAX_LEN):
    n = len(accel)
    valid = np.zeros(max_len, np.bool_)
    valid[:n] = True
    return (np.pad(accel, (0, max_len - n)), np.pad(gps, (0, max_len - n)), valid)
