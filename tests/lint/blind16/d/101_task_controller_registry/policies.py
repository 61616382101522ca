import functools

import jax
import jax.numpy as jnp

TASKS = {
    "reach": {"goal": (0.4, 0.2), "speed": 1.0},
    "place": {"goal": (-0.3, 0.5), "speed": 0.5},
}


@functools.lru_cache(maxsize=1)
def task_controller(task_name):
    spec = TASKS[task_name]
    goal = jnp.array(spec["goal"])
    speed = spec["speed"]

    @jax.jit
    def controller(ee_pos):
        delta = goal - ee_pos
        return speed * delta / (jnp.linalg.norm(delta) + 1e-3)

    return controller
