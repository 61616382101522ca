import jax
import jax.numpy as jnp

from calendar_utils import trading_days
from sim import simulate_month

N_PATHS = 512
s = jnp.full(N_PATHS, 100.0, dtype=jnp.float32)
mu, sigma = 0.05, 0.2
key = jax.random.PRNGKey(0)

for month in range(1, 13):
    key, sub = jax.random.split(key)
    n = trading_days(2025, month)
    s, low = simulate_month(sub, s, mu, sigma, n)
    print(f"2025-{month:02d} days={n} mean={float(s.mean()):.2f} p5_low={float(jnp.percentile(low, 5)):.2f}")
