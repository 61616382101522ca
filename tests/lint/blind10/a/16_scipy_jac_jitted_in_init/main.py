import numpy as np
from scipy.optimize import minimize

from objectives import LogisticObjective


def make_credit_data(rng, n=200, d=5):
    X = rng.normal(size=(n, d)).astype(np.float32)
    true_w = np.array([1.5, -2.0, 0.0, 0.7, 0.0], dtype=np.float32)
    p = 1 / (1 + np.exp(-(X @ true_w - 0.3)))
    return X, (rng.uniform(size=n) < p).astype(np.float32)


def main():
    X, y = make_credit_data(np.random.default_rng(0))
    obj = LogisticObjective(X, y)
    w0 = np.zeros(X.shape[1] + 1)
    res = minimize(obj, w0, jac=True, method="L-BFGS-B", options={"maxiter": 4})
    print("converged:", res.success, "nit:", res.nit, "coef:", np.round(res.x, 3))


if __name__ == "__main__":
    main()
