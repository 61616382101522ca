import jax
import jax.numpy as jnp

H = 8


def plan_cost(u, x0, goal, obstacles):
    xs = x0 + 0.2 * jnp.cumsum(u, axis=0)
    goal_cost = jnp.sum((xs[-1] - goal) ** 2) + 0.1 * jnp.sum((xs - goal) ** 2) / H
    d = jnp.linalg.norm(xs[:, None, :] - obstacles[None, :, :], axis=-1)
    return goal_cost + jnp.sum(jnp.exp(-8.0 * (d - 0.3))) + 1e-2 * jnp.sum(u ** 2)


@jax.jit
def replan(u, x0, goal, obstacles):
    for _ in range(15):
        u = jnp.clip(u - 0.05 * jax.grad(plan_cost)(u, x0, goal, obstacles), -1.0, 1.0)
    return u
