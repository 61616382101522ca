import numpy as np


def load_csv_pass(seed):
    # ground station CSV export: parsed as float64
    rng = np.random.default_rng(seed)
    return rng.normal(0.0, 1.0, size=(128, 6))


def load_npz_pass(seed):
    # onboard recorder dump: stored as float32
    rng = np.random.default_rng(seed)
    return rng.normal(0.0, 1.0, size=(128, 6)).astype(np.float32)


def all_passes():
    for k in range(6):
        yield load_csv_pass(k) if k % 2 == 0 else load_npz_pass(k)
