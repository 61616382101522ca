import numpy as np
from scipy.optimize import minimize_scalar

from calibration import temperature_objective

N_QUERIES, N_CANDIDATES = 256, 10


def main():
    rng = np.random.default_rng(40)
    labels = rng.integers(0, N_CANDIDATES, N_QUERIES)
    logits = rng.normal(size=(N_QUERIES, N_CANDIDATES)).astype(np.float32)
    logits[np.arange(N_QUERIES), labels] += 1.5
    logits *= 3.0
    res = minimize_scalar(temperature_objective(logits, labels), bounds=(0.2, 10.0), method="bounded",
                          options={"maxiter": 8})
    print(f"temperature {res.x:.3f} nll {res.fun:.4f} evaluations {res.nfev}")


if __name__ == "__main__":
    main()
