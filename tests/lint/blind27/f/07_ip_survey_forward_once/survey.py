import numpy as np


def dipole_dipole_geometry(n_electrodes=24, spacing=25.0, n_levels=6):
    xs = np.arange(n_electrodes) * spacing
    rows = []
    for n in range(1, n_levels + 1):
        for a in range(n_electrodes - n - 2):
            rows.append((xs[a], xs[a + 1], xs[a + n + 1], xs[a + n + 2]))
    return np.array(rows, np.float32)


def synthetic_lines(n_lines, geom, n_cells, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n_lines):
        chg = np.clip(rng.normal(0.02, 0.01, size=n_cells), 0, None).astype(np.float32)
        yield chg
