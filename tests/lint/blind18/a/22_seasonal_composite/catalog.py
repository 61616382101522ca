import numpy as np

# number of cloud-free acquisitions per grid cell in the season
CELL_COVERAGE = {"T10SEG_r0c0": 3, "T10SEG_r0c1": 5, "T10SEG_r1c0": 4, "T10SEG_r1c1": 3}
MAX_DEPTH = 8


def acquisitions(cell, size=48, bands=4):
    rng = np.random.default_rng(sum(map(ord, cell)))
    stack = np.full((MAX_DEPTH, bands, size, size), np.nan, dtype=np.float32)
    for i in range(CELL_COVERAGE[cell]):
        stack[i] = rng.uniform(0, 0.5, (bands, size, size))
    return stack
