import jax.numpy as jnp

CLEARANCE_RADIUS = 1.5
CLEARANCE_WEIGHT = 10.0


def smoothness(path):
    return jnp.sum((path[2:] - 2 * path[1:-1] + path[:-2]) ** 2)


def clearance(path, obstacles, radius):
    d = jnp.linalg.norm(path[:, None] - obstacles[None], axis=-1)
    return jnp.sum(jnp.maximum(radius - d, 0.0) ** 2)


def planning_cost(path, obstacles):
    return smoothness(path) + CLEARANCE_WEIGHT * clearance(path, obstacles, CLEARANCE_RADIUS)
