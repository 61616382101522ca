import numpy as np

SCALE = {"C2L2": np.float64(2.75e-5), "S2L2A": None}

def to_reflectance(dn, product):
    s = SCALE[product]
    if s is None:
        return dn.astype(np.float32) / np.float32(10000.0)
    return dn * s - 0.2
