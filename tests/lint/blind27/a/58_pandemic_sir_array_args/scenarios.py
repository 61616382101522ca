import numpy as np

NAMES = ["mild", "central", "severe", "extended"]
# beta, gamma, ifr, horizon (weeks)
TABLE = np.array([
    [1.2, 0.7, 0.002, 26],
    [1.6, 0.7, 0.006, 39],
    [2.1, 0.6, 0.012, 52],
    [1.6, 0.7, 0.006, 78.5],
], dtype=np.float32)
