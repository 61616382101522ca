import numpy as np


def bench_calibration(seed=0):
    # columns: probe capacitance, fuel temp, pitch attitude, measured quantity [kg]
    rng = np.random.default_rng(seed)
    d = rng.uniform(0, 1, (96, 4)).astype(np.float32)
    d[:, 3] = 900 * d[:, 0] * (1 - 0.001 * (d[:, 1] - 0.5)) + 20 * d[:, 2]
    return d[:, :3], d[:, 3]


def flight_calibration(seed=1):
    rng = np.random.default_rng(seed)
    d = rng.uniform(0, 1, (96, 4)).astype(np.float32)
    d[:, 3] = 900 * d[:, 0] * (1 - 0.001 * (d[:, 1] - 0.5)) + 20 * d[:, 2]
    return d[:, :3], d[:, 3:]
