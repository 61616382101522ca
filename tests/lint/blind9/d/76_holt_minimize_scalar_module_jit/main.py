import jax.numpy as jnp
import numpy as np
from scipy.optimize import minimize_scalar

from smoothing import damped_trend_sse


def monthly_sales(rng, n=60):
    trend = np.cumsum(np.full(n, 0.5) * 0.95 ** np.arange(n))
    return jnp.asarray(100 + trend + rng.standard_normal(n), dtype=jnp.float32)


def main():
    series = monthly_sales(np.random.default_rng(0))
    evals = []

    def objective(phi):
        evals.append(phi)
        return float(damped_trend_sse(series, jnp.float32(phi)))

    res = minimize_scalar(objective, bounds=(0.8, 1.0), method="bounded", options={"maxiter": 10})
    print(f"damping phi {res.x:.3f} (sse {res.fun:.2f}) after {len(evals)} evaluations")


if __name__ == "__main__":
    main()
