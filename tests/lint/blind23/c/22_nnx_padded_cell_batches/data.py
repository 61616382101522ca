import numpy as np

N_FEAT = 6
MAX_REPORTS = 128


def _pad(x, y):
    n = len(x)
    xp = np.zeros((MAX_REPORTS, N_FEAT), np.float32)
    yp = np.zeros(MAX_REPORTS, np.float32)
    m = np.zeros(MAX_REPORTS, np.float32)
    xp[:n], yp[:n], m[:n] = x, y, 1.0
    return xp, yp, m


def cell_reports(n_cells, seed=0):
    rng = np.random.default_rng(seed)
    w = rng.standard_normal(N_FEAT)
    cells = {}
    for c in range(n_cells):
        n_reports = int(rng.integers(40, 120))
        x = rng.standard_normal((n_reports, N_FEAT)).astype(np.float32)
        y = (x @ w + 0.1 * rng.standard_normal(n_reports)).astype(np.float32)
        cells[f"cell_{c:03d}"] = _pad(x, y)
    return cells
