import numpy as np

SHEETS = {
    "C-2201": {"g": -9.9e-1, "h": 1.45e-1, "i": -3.1e-4, "j": 4.2e-5, "ctcor": 3.25e-6, "cpcor": -9.57e-8},
    "C-2202": {"g": -1.01, "h": 1.44e-1, "i": -2.9e-4, "j": 4.0e-5, "ctcor": 3.25e-6, "cpcor": -9.57e-8},
    "C-2203": {"g": -9.8e-1, "h": 1.46e-1, "i": -3.3e-4, "j": 4.4e-5, "ctcor": 3.25e-6, "cpcor": -9.57e-8},
}


def coeff_vector(sheet):
    return np.array([sheet[k] for k in ("g", "h", "i", "j", "ctcor", "cpcor")], np.float32)
