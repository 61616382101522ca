import jax.numpy as jnp
import numpy as np

from perception import LidarMap
from planner import H, replan

OBSTACLES = [[0.8, 0.1], [1.5, 0.9], [2.2, 1.4], [2.6, 2.4], [1.0, 1.6]]


def main():
    lidar = LidarMap(OBSTACLES)
    x = np.zeros(2, np.float32)
    goal = jnp.array([3.0, 3.0])
    u = jnp.zeros((H, 2))
    for t in range(12):
        known = lidar.update(x)
        u = replan(u, x, goal, known)
        x = (x + 0.2 * np.asarray(u[0])).astype(np.float32)
        u = jnp.concatenate([u[1:], jnp.zeros((1, 2))])
    print(x.round(2), int(lidar.seen.sum()))


if __name__ == "__main__":
    main()
