import numpy as np

_RAW = {
    "biomech_lab": [0.1, 0.2, 0.4, 0.2, 0.1],
    "field_team": (0.15, 0.2, 0.3, 0.2, 0.15),
}

LAB_KERNELS = {lab: np.asarray(k, dtype=np.float32) for lab, k in _RAW.items()}
