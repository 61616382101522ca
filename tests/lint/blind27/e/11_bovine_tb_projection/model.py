from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=3)
def bovine_tb_projection(beta, sensitivity, init, cfg):
    weeks = jnp.arange(cfg.n_weeks)

    def step(state, week):
        s, e, i = state
        inf = beta * s * i
        prog = 0.05 * e
        tested = (week % cfg.test_interval) == 0
        removed = jnp.where(tested & cfg.reactor_removal, sensitivity * (e + i), 0.0)
        frac_e = e / jnp.maximum(e + i, 1e-6)
        s = s - inf
        e = e + inf - prog - removed * frac_e
        i = i + prog - removed * (1 - frac_e)
        return (s, e, i), i

    _, prevalence = jax.lax.scan(step, init, weeks)
    return prevalence
