from functools import partial

import jax
import jax.numpy as jnp
import optax

R, C = 2.0, 10.0
PRICE_WEIGHT = 1.0
COMFORT_WEIGHT = 5.0


@partial(jax.jit, static_argnames=("horizon",))
def plan_heating(t0, t_out, price, horizon):
    def cost(q):
        def step(t, inp):
            to, qi = inp
            t = t + ((to - t) / R + qi) / C
            return t, t

        _, temps = jax.lax.scan(step, t0, (t_out[:horizon], q))
        discomfort = jnp.maximum(20.0 - temps, 0.0) ** 2
        return PRICE_WEIGHT * jnp.sum(price[:horizon] * q) + COMFORT_WEIGHT * jnp.sum(discomfort)

    opt = optax.adam(0.3)
    q = jnp.full(horizon, 2.0)
    s = opt.init(q)

    def body(i, carry):
        q, s = carry
        g = jax.grad(cost)(q)
        u, s = opt.update(g, s)
        return jnp.clip(optax.apply_updates(q, u), 0.0, 8.0), s

    q, _ = jax.lax.fori_loop(0, 50, body, (q, s))
    return q
