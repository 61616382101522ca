from functools import partial

import jax
import jax.numpy as jnp


def field(params, x, t):
    h = jnp.tanh(jnp.array([x, t]) @ params["w"] + params["b"])
    return h @ params["v"]


def rd_residual(params, x, t, diff, rate):
    u = field(params, x, t)
    u_t = jax.grad(field, 2)(params, x, t)
    u_xx = jax.grad(jax.grad(field, 1), 1)(params, x, t)
    return u_t - diff * u_xx - rate * u * (1.0 - u)


def batched_loss(params, xs, ts, diff, rate):
    r = jax.vmap(rd_residual, (None, 0, 0, None, None))(params, xs, ts, diff, rate)
    u0 = jax.vmap(field, (None, 0, None))(params, xs, 0.0)
    return jnp.mean(r ** 2) + jnp.mean((u0 - jnp.exp(-20.0 * xs ** 2)) ** 2)


class ReactionDiffusion:
    def __init__(self, diff=0.01, rate=1.0):
        self.diff = diff
        self.rate = rate
        loss = partial(batched_loss, diff=diff, rate=rate)
        self.loss_and_grad = jax.jit(jax.value_and_grad(loss))
