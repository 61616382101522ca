from functools import partial

import jax
import jax.numpy as jnp


def kepler_rhs(state):
    q, p = state[:2], state[2:]
    r3 = jnp.sum(q**2) ** 1.5
    return jnp.concatenate([p, -q / r3])


@partial(jax.jit, static_argnames=("substeps",))
def leapfrog_orbit(state0, t_final, substeps):
    h = t_final / substeps

    def kick_drift_kick(state, _):
        q, p = state[:2], state[2:]
        p = p + 0.5 * h * kepler_rhs(state)[2:]
        q = q + h * p
        p = p + 0.5 * h * kepler_rhs(jnp.concatenate([q, p]))[2:]
        s = jnp.concatenate([q, p])
        return s, None

    state, _ = jax.lax.scan(kick_drift_kick, state0, None, length=substeps)
    return state


def energy(state):
    q, p = state[:2], state[2:]
    return 0.5 * jnp.sum(p**2) - 1.0 / jnp.sqrt(jnp.sum(q**2))
