from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("docks",))
def empty_risk(rates_in, rates_out, start_bikes, docks):
    def step(p, rates):
        lam_in, lam_out = rates
        up = jnp.concatenate([jnp.zeros(1), p[:-1]]) * lam_in
        down = jnp.concatenate([p[1:], jnp.zeros(1)]) * lam_out
        stay = p * (1 - lam_in - lam_out)
        stay = stay.at[0].add(p[0] * lam_out).at[-1].add(p[-1] * lam_in)
        return up + down + stay, p[0]
    p0 = jax.nn.one_hot(start_bikes, docks + 1)
    _, empty = jax.lax.scan(step, p0, (rates_in, rates_out))
    return empty.max()
