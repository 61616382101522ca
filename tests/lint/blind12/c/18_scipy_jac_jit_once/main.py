import numpy as np
from scipy.optimize import minimize

from objective import LogisticObjective


def make_table(rng, n=300, d=5):
    x = rng.normal(size=(n, d)).astype(np.float32)
    y = (x @ rng.normal(size=d) + 0.3 * rng.normal(size=n) > 0).astype(np.float32)
    return x, y


def main():
    rng = np.random.default_rng(0)
    x, y = make_table(rng)
    obj = LogisticObjective(x, y)
    res = minimize(obj, np.zeros(x.shape[1] + 1), jac=True, method="L-BFGS-B",
                   options={"maxiter": 5})
    print("nll", round(res.fun, 4), "iters", res.nit, "evals", res.nfev)


if __name__ == "__main__":
    main()
