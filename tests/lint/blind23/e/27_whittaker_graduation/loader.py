import numpy as np


def quarterly_exposure(seed=0, n_cells=48):
    rng = np.random.default_rng(seed)
    for q in range(6):
        exposure = rng.uniform(50.0, 400.0, n_cells)          # float64 from the warehouse
        deaths = rng.poisson(exposure * 0.012).astype(np.float32)
        yield q, exposure, deaths
