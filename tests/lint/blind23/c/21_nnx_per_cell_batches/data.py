import numpy as np

N_FEAT = 6


def cell_reports(n_cells, seed=0):
    """Per-cell measurement reports: (RSRP, RSRQ, SINR, PRB load, #UE, hour) -> throughput."""
    rng = np.random.default_rng(seed)
    w = rng.standard_normal(N_FEAT)
    cells = {}
    for c in range(n_cells):
        n_reports = int(rng.integers(40, 120))
        x = rng.standard_normal((n_reports, N_FEAT)).astype(np.float32)
        y = (x @ w + 0.1 * rng.standard_normal(n_reports)).astype(np.float32)
        cells[f"cell_{c:03d}"] = (x, y)
    return cells
