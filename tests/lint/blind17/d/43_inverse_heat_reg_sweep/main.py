import numpy as np

from forward import heat_operator, make_data
from recon import reconstruct


def select_regularisation(K, y_train, y_val, grid):
    scores = []
    for lam in grid:
        u = reconstruct(K, y_train, lam)
        scores.append(float(np.mean((K @ np.asarray(u) - y_val) ** 2)))
    return grid[int(np.argmin(scores))], scores


if __name__ == "__main__":
    K = heat_operator()
    u0, y_train, y_val = make_data(K)
    grid = np.logspace(-6, -1, 6)
    best, scores = select_regularisation(K, y_train, y_val, grid)
    print("best", best)
    u = reconstruct(K, y_train, float(best))
    print("error", float(np.linalg.norm(np.asarray(u) - u0) / np.linalg.norm(u0)))
