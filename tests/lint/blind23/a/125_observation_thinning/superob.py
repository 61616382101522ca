import numpy as np


def obs_per_cell(cell_index, n_cells, qc_weight=None):
    return np.bincount(cell_index, weights=qc_weight, minlength=n_cells)
