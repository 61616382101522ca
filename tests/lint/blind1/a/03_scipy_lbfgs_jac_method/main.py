import numpy as np
from scipy.optimize import minimize

from objective import LogisticObjective


def synthetic_data(n=200, d=5, seed=0):
    rng = np.random.default_rng(seed)
    w_true = rng.normal(size=d)
    x = rng.normal(size=(n, d)).astype(np.float32)
    p = 1.0 / (1.0 + np.exp(-(x @ w_true)))
    y = (rng.uniform(size=n) < p).astype(np.float32)
    return x, y


def main():
    x, y = synthetic_data()
    objective = LogisticObjective(x, y, l2=1e-2)
    w0 = np.zeros(x.shape[1] + 1)
    result = minimize(objective.value, w0, jac=objective.gradient, method="L-BFGS-B",
                      options={"maxiter": 6})
    print("converged:", result.success, "nit:", result.nit, "njev:", result.njev)
    print("final loss:", result.fun)


if __name__ == "__main__":
    main()
