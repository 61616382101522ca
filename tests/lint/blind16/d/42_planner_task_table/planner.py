import jax
import jax.numpy as jnp


def cost(actions, x0, goal):
    def step(x, a):
        x = x + 0.1 * a
        return x, jnp.sum((x - goal) ** 2)

    _, c = jax.lax.scan(step, x0, actions)
    return c.sum() + 1e-2 * jnp.sum(actions ** 2)


@jax.jit
def plan(actions, x0, goal, bounds):
    lo, hi = bounds
    for _ in range(20):
        actions = jnp.clip(actions - 0.05 * jax.grad(cost)(actions, x0, goal), lo, hi)
    return actions
