"""Fit a mono-exponential relaxation curve to noisy detector readings."""
import numpy as np
from scipy.optimize import minimize

from model import make_objective


def synth_measurements(seed=0, n=64):
    rng = np.random.default_rng(seed)
    t = np.linspace(0.0, 5.0, n).astype(np.float32)
    y = 2.5 * np.exp(-1.3 * t) + 0.2 + 0.02 * rng.standard_normal(n)
    return t, y.astype(np.float32)


def main():
    t, y = synth_measurements()
    fun, jac = make_objective(t, y)
    x0 = np.array([1.0, 0.5, 0.0])
    res = minimize(fun, x0, jac=jac, method="BFGS", options={"maxiter": 6})
    print("fit:", np.round(res.x, 3), "nfev", res.nfev, "njev", res.njev)


if __name__ == "__main__":
    main()
