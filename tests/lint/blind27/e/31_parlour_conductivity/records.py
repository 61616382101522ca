import numpy as np


def load_parlour_export(day, seed=31):
    """Milking parlour export: some days come from the old CSV path (float64), others from the binary feed (float32)."""
    rng = np.random.default_rng(seed + day)
    yields = rng.normal(14.0, 3.0, size=(48, 2))
    conductivity = rng.normal(5.2, 0.4, size=(48, 2))
    if day % 2:
        return yields.astype(np.float32), conductivity.astype(np.float32)
    return yields, conductivity
