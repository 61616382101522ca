import numpy as np


def sensitivity_matrix(n_data=40, n_cells=60, seed=0):
    rng = np.random.default_rng(seed)
    obs_x = np.linspace(0, 1000, n_data)
    cell_x = np.linspace(0, 1000, n_cells)
    depth = 50 + 200 * rng.random(n_cells)
    dx = obs_x[:, None] - cell_x[None, :]
    G = depth[None, :] / (dx ** 2 + depth[None, :] ** 2) ** 1.5 * 1e4
    return G.astype(np.float32)


def cooling_schedule(beta0=10.0, rate=0.5, n_iter=6):
    beta = beta0
    for _ in range(n_iter):
        yield beta
        beta = beta * rate
