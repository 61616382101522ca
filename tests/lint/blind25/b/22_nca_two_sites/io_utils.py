import io

import numpy as np

CSV_A = """time,conc
0.5,3.1
1,5.2
2,6.8
4,6.1
6,5.0
8,4.1
12,2.7
24,0.9
"""


def read_site_a():
    arr = np.loadtxt(io.StringIO(CSV_A), delimiter=",", skiprows=1)
    return arr[:, 0], arr[:, 1]


def read_site_b(seed=3):
    rng = np.random.default_rng(seed)
    t = np.array([0.5, 1, 2, 4, 6, 8, 12, 24], np.float32)
    c = (8.0 * (np.exp(-0.12 * t) - np.exp(-1.4 * t)) * rng.lognormal(0, 0.05, 8)).astype(np.float32)
    return t, c
