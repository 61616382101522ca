import jax
import jax.numpy as jnp

HORIZON = 12
DT = 0.1


def _cost(u, x0, goal):
    def f(x, uk):
        x = x + DT * jnp.array([x[1], uk - 0.1 * x[1]])
        return x, x
    _, xs = jax.lax.scan(f, x0, u)
    return jnp.sum((xs[:, 0] - goal) ** 2) + 0.05 * jnp.sum(u ** 2)


@jax.jit
def solve(x0, goal, warm_start=None):
    u = jnp.zeros(HORIZON) if warm_start is None else warm_start
    for _ in range(20):
        u = u - 0.05 * jax.grad(_cost)(u, x0, goal)
    return u


def shift(u):
    return jnp.concatenate([u[1:], u[-1:]])
