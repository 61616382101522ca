from functools import partial

import jax
import jax.numpy as jnp


def simulate(theta, v, w0, dt):
    gain, damping = theta

    def step(w, vk):
        w = w + dt * (gain * vk - damping * w)
        return w, w

    _, ws = jax.lax.scan(step, w0, v[:-1])
    return jnp.concatenate([w0[None], ws])


@partial(jax.jit, static_argnames=("dt",))
def fit_step(theta, v, w, dt, lr=0.05):
    def loss(th):
        return jnp.mean((simulate(th, v, w[0], dt) - w) ** 2)

    l, g = jax.value_and_grad(loss)(theta)
    return theta - lr * g, l
