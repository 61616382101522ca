import jax
import jax.numpy as jnp


@jax.jit
def width_deviation(measured, targets, tol):
    # measured: widths across the batch at left/centre/right gauges of the stenter exit
    dev = measured - targets[None, :]
    return jnp.mean(jnp.abs(dev) > tol), jnp.mean(dev, axis=0)
