from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(3,))
def vo2_fit_step(theta, hr, vo2, epoch):
    def loss(t):
        pred = t[0] + t[1] * hr
        return jnp.mean((pred - vo2) ** 2)
    l, g = jax.value_and_grad(loss)(theta)
    lr = 1e-5 if epoch < 3 else 5e-6
    return theta - lr * g, l
