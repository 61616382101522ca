from functools import partial
import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("window",))
def rolling_mean(x, window):
    kernel = jnp.ones(window) / window
    return jnp.convolve(x, kernel, mode="same")


@jax.jit
def activity_features(steps):
    # short, medium and long smoothing of hourly pedometer counts
    return jnp.stack([rolling_mean(steps, window=w) for w in (3, 12, 24)])
