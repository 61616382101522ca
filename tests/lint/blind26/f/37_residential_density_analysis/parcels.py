import numpy as np

LAND_USE = {0: "residential", 1: "commercial", 2: "industrial", 3: "open"}

def area_parcels(area_id, n=120):
    rng = np.random.default_rng(area_id)
    use = rng.choice(4, n, p=[0.55, 0.2, 0.1, 0.15])
    units = rng.integers(1, 40, n).astype(np.float32)
    lot = rng.uniform(200, 2000, n).astype(np.float32)
    return use, units, lot

def residential(use, units, lot):
    sel = use == 0
    return units[sel], lot[sel]
