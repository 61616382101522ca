from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("hop",))
def onset_strength(x, hop):
    n = x.shape[0] // hop
    e = jnp.log(jnp.sum(x[: n * hop].reshape(n, hop) ** 2, axis=1) + 1e-9)
    return jnp.maximum(jnp.diff(e), 0.0)
