from functools import partial

import jax
import jax.numpy as jnp

DT = 0.05


def policy(theta, s):
    return 2.0 * jnp.tanh(theta["w"] @ jnp.concatenate([jnp.sin(s[:1]), jnp.cos(s[:1]), s[1:]]) + theta["b"])


def trajectory_cost(theta, s0, horizon):
    def step(s, _):
        u = policy(theta, s)[0]
        th, om = s
        om = om + DT * (-9.81 * jnp.sin(th) - 0.1 * om + u)
        th = th + DT * om
        s = jnp.stack([th, om])
        return s, (1.0 + jnp.cos(th)) + 0.01 * u ** 2

    _, costs = jax.lax.scan(step, s0, None, length=horizon)
    return jnp.mean(costs)


rollout_cost = jax.jit(trajectory_cost, static_argnames=("horizon",))


@partial(jax.jit, static_argnames=("horizon",))
def policy_step(theta, s0, horizon, lr=0.5):
    g = jax.grad(trajectory_cost)(theta, s0, horizon)
    return jax.tree_util.tree_map(lambda p, d: p - lr * d, theta, g)
