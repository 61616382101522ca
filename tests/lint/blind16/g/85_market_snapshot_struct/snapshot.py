import datetime as dt

import jax.numpy as jnp
import numpy as np
from flax import struct


@struct.dataclass
class MarketSnapshot:
    spot: jnp.ndarray
    vol: jnp.ndarray
    rate: jnp.ndarray
    as_of: str = struct.field(pytree_node=False)


def daily_snapshots(rng, start, n_days, n_underlyings):
    spot = 100.0 * np.ones(n_underlyings)
    for d in range(n_days):
        spot = spot * np.exp(rng.normal(0, 0.01, n_underlyings))
        yield MarketSnapshot(
            spot=jnp.asarray(spot, jnp.float32),
            vol=jnp.asarray(rng.uniform(0.15, 0.35, n_underlyings), jnp.float32),
            rate=jnp.float32(0.04),
            as_of=(start + dt.timedelta(days=d)).isoformat(),
        )
