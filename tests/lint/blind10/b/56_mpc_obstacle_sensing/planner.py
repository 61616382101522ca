import jax
import jax.numpy as jnp

HORIZON = 12
DT = 0.1
MAX_OBSTACLES = 8


def rollout(p0, controls):
    return p0 + DT * jnp.cumsum(controls, axis=0)


def plan_cost(controls, p0, goal, obstacles, active):
    path = rollout(p0, controls)
    d = jnp.linalg.norm(path[:, None, :] - obstacles[None, :, :2], axis=-1)
    clearance = jnp.maximum(obstacles[None, :, 2] + 0.1 - d, 0.0) * active[None, :]
    return (jnp.sum((path[-1] - goal) ** 2) + 0.01 * jnp.sum(controls**2)
            + 50.0 * jnp.sum(clearance**2))


@jax.jit
def replan(controls, p0, goal, obstacles, active):
    g = jax.grad(plan_cost)
    return jax.lax.fori_loop(0, 25, lambda _, u: u - 0.05 * g(u, p0, goal, obstacles, active), controls)
