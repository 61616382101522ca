import jax
import jax.numpy as jnp


def dynamics(state, action):
    pos, vel = state
    vel = 0.95 * vel + 0.1 * action
    return (pos + 0.1 * vel, vel)


def rollout_cost(state, actions, horizon):
    def body(s, xs):
        a, i = xs
        s = dynamics(s, a)
        live = (i < horizon).astype(jnp.float32)
        return s, live * (s[0] ** 2 + 0.01 * a ** 2)
    steps = jnp.arange(actions.shape[0])
    _, costs = jax.lax.scan(body, state, (actions, steps))
    return costs.sum()


@jax.jit
def plan_costs(state, candidates, horizon):
    return jax.vmap(rollout_cost, in_axes=(None, 0, None))(state, candidates, horizon)


def random_shooting(key, state, horizon, n_candidates=32, max_horizon=8):
    cands = jax.random.uniform(key, (n_candidates, max_horizon), minval=-1.0, maxval=1.0)
    costs = plan_costs(state, cands, horizon=jnp.int32(horizon))
    return cands[jnp.argmin(costs), 0]
