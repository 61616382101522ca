import numpy as np

# sampling interval attribute as written by each instrument's export software
FILE_ATTRS = [
    {"instrument": "RBR-1", "dt": 600},
    {"instrument": "SBE37-2", "dt": 600.0},
    {"instrument": "RBR-3", "dt": 600},
    {"instrument": "SBE37-4", "dt": 600.0},
]


def open_series(attrs, rng, n=1008):
    t = np.arange(n) * attrs["dt"] / 3600.0
    temp = 12 + 0.5 * np.sin(2 * np.pi * t / 12.42) + 0.2 * np.sin(2 * np.pi * t / 24) + rng.normal(0, 0.02, n)
    return temp.astype(np.float32), attrs["dt"]
