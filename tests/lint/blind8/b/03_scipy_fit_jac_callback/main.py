import numpy as np
from scipy.optimize import minimize

from objective import LeastSquaresObjective, logistic_curve


def synthetic_growth(seed=0):
    rng = np.random.default_rng(seed)
    t = np.linspace(0.0, 10.0, 40, dtype=np.float32)
    y = np.asarray(logistic_curve(np.array([0.8, 50.0, 2.0]), t))
    return t, y + rng.normal(scale=0.5, size=t.shape).astype(np.float32)


def main():
    t, y = synthetic_growth()
    obj = LeastSquaresObjective(t, y)
    x0 = np.array([0.5, 40.0, 1.0])
    res = minimize(obj.value, x0, jac=obj.gradient, method="L-BFGS-B",
                   bounds=[(1e-3, 5.0), (1.0, 200.0), (1e-2, 20.0)],
                   options={"maxiter": 3})
    print("fit:", res.x, "loss:", res.fun, "nfev:", res.nfev, "njev:", res.njev)


if __name__ == "__main__":
    main()
