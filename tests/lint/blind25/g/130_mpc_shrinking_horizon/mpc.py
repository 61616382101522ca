from functools import partial

import jax
import jax.numpy as jnp


def predict_biomass(x0, s0, feeds, dt=0.5):
    def body(carry, f):
        x, s = carry
        mu = 0.3 * s / (0.5 + s)
        x = x + dt * mu * x
        s = jnp.maximum(s + dt * (f * 5.0 - mu * x / 0.5), 0.0)
        return (x, s), x

    return jax.lax.scan(body, (x0, s0), feeds)[1]


@partial(jax.jit, static_argnames=("horizon",))
def plan_feed(x0, s0, horizon):
    feeds = jnp.full(horizon, 0.2)

    def cost(f):
        xs = predict_biomass(x0, s0, jnp.clip(f, 0.0, 1.0))
        return -xs[-1] + 0.5 * jnp.sum(f ** 2)

    def gd(_, f):
        return jnp.clip(f - 0.05 * jax.grad(cost)(f), 0.0, 1.0)

    return jax.lax.fori_loop(0, 20, gd, feeds)
