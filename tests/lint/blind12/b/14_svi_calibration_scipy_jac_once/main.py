import numpy as np
from scipy.optimize import minimize

from svi import SVICalibrator

BOUNDS = [(-0.5, 0.5), (1e-4, 2.0), (-0.99, 0.99), (-1.0, 1.0), (1e-3, 2.0)]


def market_slice(seed):
    k = np.linspace(-0.6, 0.6, 15)
    a, b, rho, m, s = (0.02, 0.12, -0.4, 0.05, 0.2)
    w = a + b * (rho * (k - m) + np.sqrt((k - m) ** 2 + s**2))
    return k, w + np.random.default_rng(seed).normal(0, 1e-4, k.shape)


if __name__ == "__main__":
    for expiry, seed in [("1M", 0), ("3M", 1), ("6M", 2)]:
        k, w = market_slice(seed)
        cal = SVICalibrator(k, w)
        x0 = np.array([0.01, 0.1, 0.0, 0.0, 0.3])
        res = minimize(cal.value_and_gradient, x0, jac=True, method="L-BFGS-B", bounds=BOUNDS,
                       options={"maxiter": 6})
        print(expiry, "params", np.round(res.x, 4), "nfev", res.nfev)
