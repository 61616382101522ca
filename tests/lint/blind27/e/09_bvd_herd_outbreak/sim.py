from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="cfg")
def simulate_bvd(beta, gamma, init, cfg):
    def step(state, _):
        s, i, r = state
        new_inf = beta * s * i * cfg.dt
        new_rec = gamma * i * cfg.dt
        state = (s - new_inf, i + new_inf - new_rec, r + new_rec)
        return state, state[1]

    _, infected = jax.lax.scan(step, init, None, length=cfg.n_steps)
    return infected
