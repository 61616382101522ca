import numpy as np
from scipy.optimize import minimize

from energy import LennardJonesCluster


def relax(n_atoms=6, seed=0):
    rng = np.random.default_rng(seed)
    cluster = LennardJonesCluster(n_atoms)
    x0 = rng.uniform(-1.0, 1.0, size=(n_atoms, 3)) * 1.2
    res = minimize(cluster.scipy_objective, x0.ravel(), jac=True, method="L-BFGS-B",
                   options={"maxiter": 25})
    return res


if __name__ == "__main__":
    res = relax()
    print("energy", res.fun, "evals", res.nfev)
