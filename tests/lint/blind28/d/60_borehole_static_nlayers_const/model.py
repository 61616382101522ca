from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="n_nodes")
def warming_response(magt, surface_warming, n_nodes, years=jnp.float32(30.0)):
    z = jnp.linspace(0.0, 20.0, n_nodes)
    kappa = 1e-6 * 3.156e7
    from jax.scipy.special import erfc
    return magt + surface_warming * erfc(z / (2.0 * jnp.sqrt(kappa * years)))
