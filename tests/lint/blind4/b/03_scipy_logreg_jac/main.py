import numpy as np
from scipy.optimize import minimize

from model import LogisticObjective


def load_table(n=200, d=5, seed=0):
    rng = np.random.default_rng(seed)
    X = rng.standard_normal((n, d)).astype(np.float32)
    true_w = rng.standard_normal(d)
    y = (X @ true_w + 0.5 * rng.standard_normal(n) > 0).astype(np.float32)
    return X, y


def main():
    X, y = load_table()
    obj = LogisticObjective(X, y)
    res = minimize(obj.value, np.zeros(X.shape[1]), jac=obj.gradient,
                   method="L-BFGS-B", options={"maxiter": 5})
    print("converged:", res.success, "nit:", res.nit, "loss:", round(res.fun, 4))


if __name__ == "__main__":
    main()
