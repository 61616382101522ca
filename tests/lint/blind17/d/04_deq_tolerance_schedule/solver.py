from functools import partial

import jax
import jax.numpy as jnp


def layer(params, z, x):
    return jnp.tanh(z @ params["W"] + x @ params["U"] + params["b"])


@partial(jax.jit, static_argnames=("max_iter",))
def fixed_point(params, x, tol, max_iter=50):
    z0 = jnp.zeros((x.shape[0], params["W"].shape[0]))

    def cond(carry):
        z, z_prev, i = carry
        return (jnp.max(jnp.abs(z - z_prev)) > tol) & (i < max_iter)

    def body(carry):
        z, _, i = carry
        return layer(params, z, x), z, i + 1

    z, _, n = jax.lax.while_loop(cond, body, (layer(params, z0, x), z0, 1))
    return z, n
