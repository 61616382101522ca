from functools import lru_cache

import jax
import jax.numpy as jnp

DT = 0.1


def _rollout(x0, u):
    def f(x, uk):
        x = x + DT * jnp.array([x[1], uk - 0.2 * x[1]])
        return x, x
    return jax.lax.scan(f, x0, u)[1]


@lru_cache(maxsize=None)
def get_solver(horizon, q_weight, r_weight, iters=25):
    def cost(u, x0, ref):
        xs = _rollout(x0, u)
        return q_weight * jnp.sum((xs[:, 0] - ref) ** 2) + r_weight * jnp.sum(u ** 2)

    def solve(x0, ref):
        u = jnp.zeros(horizon)
        for _ in range(iters):
            u = u - 0.05 * jax.grad(cost)(u, x0, ref)
        return u

    return jax.jit(solve)
