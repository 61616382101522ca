import numpy as np

N_ANIMALS = 12


def daily_fixes(day, seed=3):
    """Returns {collar_id: (96, 2) array} for collars that reported that day."""
    rng = np.random.default_rng(seed + day)
    reporting = rng.random(N_ANIMALS) > 0.25       # battery/uplink failures
    return {f"Z{i:02d}": np.cumsum(rng.normal(scale=0.05, size=(96, 2)), 0).astype(np.float32)
            for i in range(N_ANIMALS) if reporting[i]}
