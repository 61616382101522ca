import numpy as np

# number of cloud-free acquisitions per grid cell in the season
CELL_COVERAGE = {"T10SEG_r0c0": 3, "T10SEG_r0c1": 5, "T10SEG_r1c0": 4, "T10SEG_r1c1": 3}


def acquisitions(cell, size=48, bands=4):
    rng = np.random.default_rng(sum(map(ord, cell)))
    return [rng.uniform(0, 0.5, (bands, size, size)).astype(np.float32)
            for _ in range(CELL_COVERAGE[cell])]
