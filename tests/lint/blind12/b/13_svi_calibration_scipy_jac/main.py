import numpy as np
from scipy.optimize import minimize

from svi import SVICalibrator

BOUNDS = [(-0.5, 0.5), (1e-4, 2.0), (-0.99, 0.99), (-1.0, 1.0), (1e-3, 2.0)]


def market_slice():
    k = np.linspace(-0.6, 0.6, 15)
    true = (0.02, 0.12, -0.4, 0.05, 0.2)
    a, b, rho, m, s = true
    w = a + b * (rho * (k - m) + np.sqrt((k - m) ** 2 + s**2))
    return k, w + np.random.default_rng(3).normal(0, 1e-4, k.shape)


if __name__ == "__main__":
    k, w = market_slice()
    cal = SVICalibrator(k, w)
    x0 = np.array([0.01, 0.1, 0.0, 0.0, 0.3])
    res = minimize(cal.value, x0, jac=cal.gradient, method="L-BFGS-B", bounds=BOUNDS,
                   options={"maxiter": 6})
    print("params", np.round(res.x, 4), "nfev", res.nfev, "njev", res.njev)
