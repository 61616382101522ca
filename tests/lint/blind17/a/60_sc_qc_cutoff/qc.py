import numpy as np

DEFAULT_MITO_CUTOFF = 0.2


def mito_cutoff(mito_frac, min_cells=200):
    if mito_frac.shape[0] < min_cells:
        return DEFAULT_MITO_CUTOFF
    return float(np.quantile(mito_frac, 0.95))
