from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("columns",))
def microstructure_features(X, columns):
    price = X[:, columns.index("price")]
    volume = X[:, columns.index("volume")]
    spread = X[:, columns.index("spread")]
    vwap = jnp.sum(price * volume) / jnp.sum(volume)
    rel_spread = jnp.mean(spread / price)
    ret = jnp.diff(jnp.log(price))
    return jnp.stack([vwap, rel_spread, jnp.std(ret), jnp.sum(volume)])
