import numpy as np

ZONES = ["perimeter_n", "perimeter_s", "perimeter_e", "perimeter_w", "core"]


def fitted_zone_params(seed=0):
    rng = np.random.default_rng(seed)
    return {z: {"ua": np.float32(rng.uniform(0.2, 0.5)), "c": np.float32(rng.uniform(5, 15))} for z in ZONES}
