from functools import partial

import jax
import jax.numpy as jnp


def reacher_dynamics(state, action):
    pos, vel = state[:2], state[2:]
    vel = 0.9 * vel + 0.1 * jnp.clip(action, -1.0, 1.0)
    return jnp.concatenate([pos + 0.1 * vel, vel])


def linear_policy(w, state, goal):
    return jnp.tanh(jnp.concatenate([state, goal]) @ w)


@partial(jax.jit, static_argnames=("horizon",))
def policy_return(w, init_state, goal, horizon):
    def step(s, _):
        s = reacher_dynamics(s, linear_policy(w, s, goal))
        return s, -jnp.sum((s[:2] - goal) ** 2)

    _, rewards = jax.lax.scan(step, init_state, None, length=horizon)
    return rewards.sum()


@partial(jax.jit, static_argnames=("horizon",))
def policy_gradient(w, init_state, goal, horizon):
    return jax.grad(policy_return)(w, init_state, goal, horizon=horizon)
