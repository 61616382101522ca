import jax
import jax.numpy as jnp
import numpy as np

@jax.jit
def band_affordability(prices, incomes, edges):
    band = jnp.searchsorted(edges, prices, side="right")
    ok = (prices <= incomes * 4.5).astype(jnp.float32)
    totals = jax.ops.segment_sum(jnp.ones_like(ok), band, num_segments=4)
    hits = jax.ops.segment_sum(ok, band, num_segments=4)
    return hits / jnp.maximum(totals, 1.0)

rng = np.random.default_rng(0)
for month in range(6):
    prices = rng.lognormal(12.8 + 0.01 * month, 0.35, 300).astype(np.float32)
    incomes = rng.lognormal(11.2, 0.4, 300).astype(np.float32)
    edges = np.quantile(prices, [0.25, 0.5, 0.75]).astype(np.float32)
    print(month, np.round(np.asarray(band_affordability(prices, incomes, edges)), 2))
