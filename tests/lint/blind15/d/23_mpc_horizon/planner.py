import functools

import jax
import jax.numpy as jnp


def dynamics(state, action):
    pos, vel = state
    vel = 0.95 * vel + 0.1 * action
    return (pos + 0.1 * vel, vel)


def rollout_cost(state, actions):
    def body(s, a):
        s = dynamics(s, a)
        return s, s[0] ** 2 + 0.01 * a ** 2
    _, costs = jax.lax.scan(body, state, actions)
    return costs.sum()


@functools.partial(jax.jit, static_argnames=("horizon",))
def plan_costs(state, candidates, horizon):
    return jax.vmap(rollout_cost, in_axes=(None, 0))(state, candidates[:, :horizon])


def random_shooting(key, state, horizon, n_candidates=32, max_horizon=8):
    cands = jax.random.uniform(key, (n_candidates, max_horizon), minval=-1.0, maxval=1.0)
    costs = plan_costs(state, cands, horizon=horizon)
    return cands[jnp.argmin(costs), 0]
