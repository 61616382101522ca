import jax.numpy as jnp
import numpy as np

from hedging import bumped_value
from marks import mark_book

rng = np.random.default_rng(103)
book = {"strike": jnp.asarray(rng.uniform(80, 120, 50), jnp.float32),
        "tau": jnp.asarray(rng.uniform(0.1, 2.0, 50), jnp.float32)}
spot = jnp.full(50, 100.0, dtype=jnp.float32)
vol = jnp.full(50, 0.22, dtype=jnp.float32)
rate = jnp.float32(0.04)

for day in range(4):
    spot = spot * jnp.float32(np.exp(rng.normal(0, 0.01)))
    base = mark_book(book, spot, vol, rate)
    vega = (bumped_value(book, spot, vol, rate) - base) / 0.01
    print(f"day {day}: book={float(base.sum()):.2f} vega={float(vega.sum()):.2f}")
