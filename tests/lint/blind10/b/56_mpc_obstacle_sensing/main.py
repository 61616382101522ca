import jax.numpy as jnp
import numpy as np

from planner import DT, HORIZON, replan
from sensing import visible_slots

SENSOR_RANGE = 1.5


def world_obstacles(seed=0):
    rng = np.random.default_rng(seed)
    centres = rng.uniform(0.3, 2.7, (10, 2))
    radii = rng.uniform(0.1, 0.25, (10, 1))
    return np.concatenate([centres, radii], axis=1).astype(np.float32)


def drive(n_steps=6):
    obstacles = world_obstacles()
    pos = np.zeros(2, np.float32)
    goal = jnp.array([3.0, 3.0])
    controls = jnp.zeros((HORIZON, 2))
    for t in range(n_steps):
        slots, active = visible_slots(obstacles, pos, SENSOR_RANGE)
        controls = replan(controls, jnp.asarray(pos), goal, jnp.asarray(slots), jnp.asarray(active))
        pos = pos + DT * np.asarray(controls[0])
        controls = jnp.concatenate([controls[1:], controls[-1:]])
        print(f"t={t}: {int(active.sum())} obstacles in range, position {np.round(pos, 3)}")
    return pos


if __name__ == "__main__":
    drive()
