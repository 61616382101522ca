import jax
import jax.numpy as jnp

DT = 0.1


def _cost(u, x0, goal, mask):
    def f(x, uk):
        x = x + DT * jnp.array([x[1], uk])
        return x, x
    xs = jax.lax.scan(f, x0, u * mask)[1]
    return jnp.sum(mask * (xs[:, 0] - goal) ** 2) + 0.05 * jnp.sum(mask * u ** 2)


@jax.jit
def plan(x0, goal, u0, mask):
    u = u0
    for _ in range(20):
        u = u - 0.05 * jax.grad(_cost)(u, x0, goal, mask)
    return u
