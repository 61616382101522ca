import numpy as np


def sampling_log(tank_id):
    """Hours at which the cellar crew drew samples from the tank."""
    rng = np.random.default_rng(tank_id)
    n = int(rng.integers(6, 10))
    return np.sort(rng.uniform(4, 200, size=n)).astype(np.float32)
