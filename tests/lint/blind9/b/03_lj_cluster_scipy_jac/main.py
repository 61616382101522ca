import numpy as np
from scipy.optimize import minimize

from objective import ClusterObjective


def random_cluster(n_atoms, spacing=1.2, seed=0):
    rng = np.random.default_rng(seed)
    side = int(np.ceil(n_atoms ** (1 / 3)))
    grid = np.stack(np.meshgrid(*[np.arange(side)] * 3, indexing="ij"), -1).reshape(-1, 3)
    pos = grid[:n_atoms] * spacing + rng.normal(scale=0.05, size=(n_atoms, 3))
    return pos.ravel()


def main():
    obj = ClusterObjective(n_atoms=7)
    x0 = random_cluster(7)
    res = minimize(obj.fun, x0, jac=obj.jac, method="L-BFGS-B",
                   options={"maxiter": 12, "gtol": 1e-6})
    print(f"E = {res.fun:.5f} after {res.nit} iterations, {obj.n_calls} energy calls")


if __name__ == "__main__":
    main()
