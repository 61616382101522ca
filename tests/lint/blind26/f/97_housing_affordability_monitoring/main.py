from functools import partial
import jax
import jax.numpy as jnp
import numpy as np
from bands import quantile_edges

@partial(jax.jit, static_argnames=("edges",))
def band_shares(prices, incomes, edges):
    afford = incomes * 4.5
    out = []
    lo = 0.0
    for hi in edges + (float("inf"),):
        in_band = (prices >= lo) & (prices < hi)
        out.append(jnp.sum(in_band & (prices <= afford)) / jnp.maximum(jnp.sum(in_band), 1))
        lo = hi
    return jnp.stack(out)

rng = np.random.default_rng(0)
for month in range(6):
    prices = rng.lognormal(12.8 + 0.01 * month, 0.35, 300).astype(np.float32)
    incomes = rng.lognormal(11.2, 0.4, 300).astype(np.float32)
    edges = quantile_edges(prices)
    print(month, edges, np.round(np.asarray(band_shares(prices, incomes, edges=edges)), 2))
