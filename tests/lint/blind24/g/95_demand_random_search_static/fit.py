from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("smooth",))
def smooth_fit_step(profile, observed, lr, smooth):
    def loss(p):
        fit = jnp.mean((p - observed) ** 2)
        rough = jnp.mean(jnp.diff(p) ** 2)
        return fit + smooth * rough
    return profile - lr * jax.grad(loss)(profile)
