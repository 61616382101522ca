import numpy as np
from scipy.optimize import minimize

from objectives import ScipyObjective


def synthetic_data(rng, n=200):
    t = np.linspace(0.0, 10.0, n)
    y = 1.3 * np.exp(-0.25 * t) * np.cos(2.1 * t)
    return t, y + 0.05 * rng.standard_normal(n)


def main():
    rng = np.random.default_rng(0)
    t, y = synthetic_data(rng)
    obj = ScipyObjective(t, y)
    x0 = np.array([1.0, 0.2, 2.0])
    res = minimize(obj.value, x0, jac=obj.gradient, method="L-BFGS-B",
                   options={"maxiter": 4})
    print("fit:", np.round(res.x, 3), "nit:", res.nit, "nfev:", res.nfev)


if __name__ == "__main__":
    main()
