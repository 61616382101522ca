import numpy as np


def load_ahu_trends(n_units=6, n_samples=96, seed=7):
    """Trend logs per air handler. Only units with a BACnet damper point report damper_pos."""
    rng = np.random.default_rng(seed)
    units = []
    for u in range(n_units):
        rec = {
            "sat": (13.0 + rng.normal(0, 0.6, n_samples)).astype(np.float32),
            "mat": (18.0 + rng.normal(0, 1.5, n_samples)).astype(np.float32),
            "rat": (22.5 + rng.normal(0, 0.5, n_samples)).astype(np.float32),
            "oat": (8.0 + rng.normal(0, 3.0, n_samples)).astype(np.float32),
        }
        if u % 2 == 0:
            rec["damper_pos"] = np.clip(rng.normal(0.3, 0.1, n_samples), 0, 1).astype(np.float32)
        units.append(rec)
    return units
