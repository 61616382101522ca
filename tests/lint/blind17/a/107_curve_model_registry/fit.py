from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(0,))
def fit(curve, theta0, logd, resp):
    loss = lambda th: jnp.mean((curve(th, logd) - resp) ** 2)
    g = jax.grad(loss)

    def body(_, th):
        return th - 0.1 * g(th)

    theta = jax.lax.fori_loop(0, 200, body, theta0)
    return theta, loss(theta)
