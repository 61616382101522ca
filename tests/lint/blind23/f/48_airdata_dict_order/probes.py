import numpy as np


def read_pitot_static(rng):
    return {"p_total": np.float32(101325 + 2400 + rng.normal(0, 20)),
            "p_static": np.float32(101325 + rng.normal(0, 20)),
            "t_total": np.float32(290.0 + rng.normal(0, 0.2))}


def read_backup_adc(rng):
    # backup air data computer reports fields in a different order
    out = {}
    out["t_total"] = np.float32(290.0 + rng.normal(0, 0.2))
    out["p_static"] = np.float32(101325 + rng.normal(0, 25))
    out["p_total"] = np.float32(101325 + 2400 + rng.normal(0, 25))
    return out
