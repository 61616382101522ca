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
def get_solver(horizon, iters=25):
    def cost(u, x0, ref, weights):
        xs = _rollout(x0, u)
        return weights[0] * jnp.sum((xs[:, 0] - ref) ** 2) + weights[1] * jnp.sum(u ** 2)

    def solve(x0, ref, weights):
        u = jnp.zeros(horizon)
        for _ in range(iters):
            u = u - 0.05 * jax.grad(cost)(u, x0, ref, weights)
        return u

    return jax.jit(solve)
