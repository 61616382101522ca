import numpy as np
from scipy.optimize import minimize

from smoothing import HoltObjective


def synthetic_series(n=80, seed=0):
    rng = np.random.default_rng(seed)
    return 10 + 0.3 * np.arange(n) + rng.normal(scale=0.5, size=n)


def main():
    y = synthetic_series()
    objective = HoltObjective(y)
    result = minimize(objective.value, x0=np.zeros(2), jac=objective.gradient,
                      method="L-BFGS-B", options={"maxiter": 5})
    alpha, beta = 1 / (1 + np.exp(-result.x))
    print(f"alpha={alpha:.3f} beta={beta:.3f} sse={result.fun:.3f} grad evals={result.njev}")


if __name__ == "__main__":
    main()
