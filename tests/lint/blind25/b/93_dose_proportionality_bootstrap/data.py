import numpy as np


def load_auc_data(seed=0):
    rng = np.random.default_rng(seed)
    dose = np.repeat([25.0, 50.0, 100.0, 200.0, 400.0], 6)
    auc = 3.0 * dose ** 1.08 * rng.lognormal(0, 0.25, dose.size)
    return np.log(dose).astype(np.float32), np.log(auc).astype(np.float32)
