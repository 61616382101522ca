import datetime as dt

import jax.numpy as jnp
import numpy as np

from pricing import book_value
from snapshot import daily_snapshots

N = 5
strikes = jnp.asarray([95, 100, 105, 110, 90], jnp.float32)
maturities = jnp.asarray([0.25, 0.5, 1.0, 0.5, 0.75], jnp.float32)
qty = jnp.asarray([10, -5, 8, 3, -2], jnp.float32)

rng = np.random.default_rng(4)
for snap in daily_snapshots(rng, dt.date(2025, 3, 3), 6, N):
    value, delta = book_value(snap, strikes, maturities, qty)
    print(snap.as_of, f"value={float(value):.2f} delta={float(delta):.2f}")
