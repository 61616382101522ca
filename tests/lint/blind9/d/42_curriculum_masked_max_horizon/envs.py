from functools import partial

import jax
import jax.numpy as jnp

MAX_HORIZON = 60


def point_mass(state, action):
    pos, vel = state[:2], state[2:]
    vel = 0.9 * vel + 0.1 * jnp.clip(action, -1.0, 1.0)
    return jnp.concatenate([pos + 0.1 * vel, vel])


@partial(jax.jit, static_argnames=("explore",))
def masked_return(w, key, init_state, goal, horizon, explore):
    """Scan to MAX_HORIZON; steps at or beyond `horizon` contribute nothing."""

    def step(s, inp):
        t, k = inp
        a = jnp.tanh(jnp.concatenate([s, goal]) @ w)
        if explore:
            a = a + 0.3 * jax.random.normal(k, a.shape)
        s_next = point_mass(s, a)
        alive = t < horizon
        return jnp.where(alive, s_next, s), alive * -jnp.sum((s_next[:2] - goal) ** 2)

    keys = jax.random.split(key, MAX_HORIZON)
    _, rewards = jax.lax.scan(step, init_state, (jnp.arange(MAX_HORIZON), keys))
    return rewards.sum()


@partial(jax.jit, static_argnames=("explore",))
def policy_gradient(w, key, init_state, goal, horizon, explore):
    return jax.grad(masked_return)(w, key, init_state, goal, horizon, explore=explore)
