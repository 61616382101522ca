import functools

import jax
import jax.numpy as jnp

WINDOW = 32


@functools.partial(jax.jit, static_argnames=("window",))
def tunnel_features(qlen, entropy, window=WINDOW):
    n = qlen.shape[0] // window
    ql = qlen[: n * window].reshape(n, window)
    en = entropy[: n * window].reshape(n, window)
    return jnp.stack([ql.mean(1), ql.max(1), en.mean(1), (en > 3.5).mean(1)], axis=1)
