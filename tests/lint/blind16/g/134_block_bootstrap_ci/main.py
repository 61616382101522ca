import jax
import jax.numpy as jnp
import numpy as np


def stationary_bootstrap(rng, returns, mean_block=10):
    """Politis-Romano style resample of the same length as the input."""
    n = len(returns)
    idx = np.empty(n, dtype=np.int64)
    pos = rng.integers(n)
    for t in range(n):
        if t > 0 and rng.random() < 1.0 / mean_block:
            pos = rng.integers(n)
        idx[t] = pos
        pos = (pos + 1) % n
    return returns[idx]


@jax.jit
def sharpe_and_drawdown(returns):
    sharpe = jnp.mean(returns) / (jnp.std(returns) + 1e-9) * jnp.sqrt(252.0)
    equity = jnp.cumprod(1.0 + returns)
    dd = jnp.min(equity / jax.lax.cummax(equity) - 1.0)
    return sharpe, dd


rng = np.random.default_rng(109)
strategy = rng.normal(0.0004, 0.01, 252).astype(np.float32)
stats = []
for b in range(8):
    sample = stationary_bootstrap(rng, strategy)
    s, dd = sharpe_and_drawdown(sample)
    stats.append((float(s), float(dd)))
sh = np.array([s for s, _ in stats])
print(f"sharpe 90% CI: [{np.percentile(sh, 5):.2f}, {np.percentile(sh, 95):.2f}]")
