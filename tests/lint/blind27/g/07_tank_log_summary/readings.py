import numpy as np


def parse_log(rows):
    """Turn cellar log rows into per-tank arrays of lab measurements."""
    out = {"density": np.array([r["density"] for r in rows], np.float32),
           "temp": np.array([r["temp"] for r in rows], np.float32)}
    if all("free_so2" in r for r in rows):
        out["free_so2"] = np.array([r["free_so2"] for r in rows], np.float32)
    return out


def fake_cellar(n_tanks, n_rows=24, seed=5):
    rng = np.random.default_rng(seed)
    tanks = []
    for k in range(n_tanks):
        rows = []
        for i in range(n_rows):
            r = {"density": 1.09 - 0.003 * i + rng.normal(0, 1e-4),
                 "temp": 18 + rng.normal(0, 0.5)}
            if k % 3 != 1:
                r["free_so2"] = 30 - 0.5 * i + rng.normal(0, 1)
            rows.append(r)
        tanks.append(rows)
    return tanks
