import jax
import jax.numpy as jnp
import numpy as np

from localization import Localizer


@jax.jit
def to_global(local_traj, pose):
    x, y, yaw = pose
    c, s = jnp.cos(yaw), jnp.sin(yaw)
    rot = jnp.array([[c, -s], [s, c]])
    return local_traj @ rot.T + jnp.array([x, y])


def main():
    loc = Localizer()
    plan_local = jnp.stack([jnp.linspace(0, 20, 10), jnp.zeros(10)], -1)
    for tick in range(8):
        pose = loc.current_pose(tick)
        plan_global = to_global(plan_local, pose)
        print(tick, np.round(np.asarray(plan_global[-1]), 2))


if __name__ == "__main__":
    main()
