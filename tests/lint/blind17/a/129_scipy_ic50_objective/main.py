import numpy as np
from scipy.optimize import minimize

from objective import scipy_objective


def main():
    rng = np.random.default_rng(0)
    logd = np.linspace(-3, 2, 9).astype(np.float32)
    resp = (1 / (1 + np.exp(1.3 * (logd + 0.4))) + rng.normal(0, 0.03, 9)).astype(np.float32)
    result = minimize(scipy_objective, x0=np.array([1.0, 0.0, 1.0, -2.0]), args=(logd, resp),
                      jac=True, method="L-BFGS-B", options={"maxiter": 4})
    print("IC50 =", float(np.exp(result.x[1])), "evals", result.nfev)


if __name__ == "__main__":
    main()
