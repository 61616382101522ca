"""Estimate noise variances of a random-walk-plus-noise series by maximum likelihood."""
import numpy as np
from scipy.optimize import minimize

from kalman import LocalLevelFit


def simulate(n, obs_sd=0.8, state_sd=0.3, seed=0):
    rng = np.random.default_rng(seed)
    level = np.cumsum(rng.normal(0, state_sd, n))
    return (level + rng.normal(0, obs_sd, n)).astype(np.float32)


def main():
    y = simulate(250)
    fit = LocalLevelFit(y)
    result = minimize(fit.value, np.zeros(2), jac=fit.gradient, method="L-BFGS-B",
                      options={"maxiter": 8})
    obs_sd, state_sd = np.sqrt(np.exp(result.x))
    print(f"nit={result.nit} nfev={result.nfev} obs_sd={obs_sd:.3f} state_sd={state_sd:.3f}")


if __name__ == "__main__":
    main()
