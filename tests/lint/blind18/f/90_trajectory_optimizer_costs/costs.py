import jax.numpy as jnp


def smoothness(path):
    return jnp.sum((path[2:] - 2 * path[1:-1] + path[:-2]) ** 2)


def clearance(path, obstacles, radius):
    d = jnp.linalg.norm(path[:, None] - obstacles[None], axis=-1)
    return jnp.sum(jnp.maximum(radius - d, 0.0) ** 2)
