"""Fit a GARCH(1,1) volatility model to simulated daily returns."""
import numpy as np
from scipy.optimize import minimize

from garch import GarchObjective, unpack


def simulate_returns(n, omega=0.05, alpha=0.1, beta=0.85, seed=0):
    rng = np.random.default_rng(seed)
    var, out = omega / (1 - alpha - beta), []
    for _ in range(n):
        r = np.sqrt(var) * rng.normal()
        out.append(r)
        var = omega + alpha * r ** 2 + beta * var
    return np.asarray(out, dtype=np.float32)


def main():
    returns = simulate_returns(300)
    objective = GarchObjective(returns)
    theta0 = np.array([-2.0, -2.0, 1.0])
    result = minimize(objective.value, theta0, jac=objective.gradient, method="L-BFGS-B",
                      options={"maxiter": 5})
    omega, alpha, beta = (float(v) for v in unpack(result.x))
    print(f"nit={result.nit} nfev={result.nfev} omega={omega:.3f} alpha={alpha:.3f} beta={beta:.3f}")


if __name__ == "__main__":
    main()
