import jax
import jax.numpy as jnp
import numpy as np


def stationary_bootstrap(rng, returns, mean_block=10, n_blocks=25):
    """Politis-Romano style resample: random starts, geometric block lengths."""
    n = len(returns)
    pieces = []
    for _ in range(n_blocks):
        start = rng.integers(n)
        length = rng.geometric(1.0 / mean_block)
        idx = (start + np.arange(length)) % n
        pieces.append(returns[idx])
    return np.concatenate(pieces)


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
