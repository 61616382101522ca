from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("dt_seconds",))
def godin_lowpass(x, dt_seconds):
    # Godin filter: 24h, 24h, 25h running means
    per_hour = int(round(3600 / dt_seconds))

    def boxcar(v, hours):
        n = hours * per_hour
        k = jnp.ones(n) / n
        return jnp.convolve(v, k, mode="same")

    return boxcar(boxcar(boxcar(x, 24), 24), 25)
