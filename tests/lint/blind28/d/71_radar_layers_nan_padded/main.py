import jax
import jax.numpy as jnp

from picks import picked_layers

V_ICE = 168.0


@jax.jit
def layer_slopes(twt):
    depth = 0.5 * V_ICE * twt
    slope = jnp.diff(depth, axis=1) / 50.0
    valid = jnp.isfinite(slope)
    mean_slope = jnp.sum(jnp.where(valid, slope, 0.0), axis=1) / jnp.maximum(jnp.sum(valid, axis=1), 1)
    return mean_slope, jnp.nanmax(depth)


for pid in range(6):
    twt, n = picked_layers(pid)
    slopes, deepest = layer_slopes(jnp.asarray(twt))
    print(f"profile {pid}: {n} layers, deepest {float(deepest):.0f} m, slopes {[round(float(s), 4) for s in slopes[:n]]}")
