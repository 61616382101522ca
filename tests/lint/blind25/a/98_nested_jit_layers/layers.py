from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("n_sublayers",))
def percolate_layer(water_in, theta, capacity, n_sublayers):
    cap = capacity / n_sublayers
    out = water_in
    thetas = []
    for i in range(n_sublayers):
        fill = jnp.minimum(out, jnp.maximum(cap - theta[..., i], 0.0))
        thetas.append(theta[..., i] + fill)
        out = out - fill
    return out, jnp.stack(thetas, axis=-1)
