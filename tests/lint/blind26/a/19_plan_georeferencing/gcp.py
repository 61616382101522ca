import numpy as np
import jax.numpy as jnp


def load_plan_gcps(plan_id, rng):
    px = rng.uniform(0, 1000, size=(8, 2)).astype(np.float32)
    A = np.array([[0.5, 0.02], [-0.01, 0.5]], np.float32)
    world = px @ A.T + np.array([4500.0, 1200.0], np.float32)
    if plan_id == 0:
        return [jnp.asarray(px), jnp.asarray(world)]
    return jnp.asarray(px), jnp.asarray(world)
