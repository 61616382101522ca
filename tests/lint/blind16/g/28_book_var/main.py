from dataclasses import dataclass
from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


@dataclass(frozen=True)
class RiskConfig:
    confidence: float = 0.99
    horizon_days: int = 10
    n_sims: int = 2000


@partial(jax.jit, static_argnums=(3,))
def monte_carlo_var(key, positions, cov, cfg):
    chol = jnp.linalg.cholesky(cov * cfg.horizon_days)
    z = jax.random.normal(key, (cfg.n_sims, positions.shape[0]))
    pnl = (z @ chol.T) @ positions
    return -jnp.quantile(pnl, 1.0 - cfg.confidence)


N = 6
rng = np.random.default_rng(1)
A = rng.normal(size=(N, N)) * 0.01
cov = jnp.asarray(A @ A.T + 1e-4 * np.eye(N), dtype=jnp.float32)

key = jax.random.PRNGKey(0)
books = {d: jnp.asarray(rng.normal(1e6, 2e5, size=N), dtype=jnp.float32) for d in range(5)}

for day, positions in books.items():
    key, sub = jax.random.split(key)
    var = monte_carlo_var(sub, positions, cov, RiskConfig(confidence=0.99, horizon_days=10))
    print(f"day {day}: 10d 99% VaR = {float(var):,.0f}")
