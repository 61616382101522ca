import numpy as np
from scipy.optimize import minimize

from objective import scipy_objective


def load_profile(rng, n=50):
    depth = np.linspace(0.0, 3.0, n)
    y = 4.0 * np.exp(-0.9 * depth) + 0.3 + 0.02 * rng.standard_normal(n)
    return depth, y


if __name__ == "__main__":
    rng = np.random.default_rng(1)
    depth, y = load_profile(rng)
    fun = scipy_objective(depth, y)
    res = minimize(fun, x0=np.array([1.0, 0.5, 0.0]), jac=True, method="BFGS",
                   options={"maxiter": 8})
    print("estimate:", np.round(res.x, 3), "nfev:", res.nfev)
