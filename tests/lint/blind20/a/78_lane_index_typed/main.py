import jax
import jax.numpy as jnp
import numpy as np

from lanes import LaneTracker

OFFSETS = [-3.5, 0.0, 3.5]


@jax.jit
def lane_keeping_cost(traj, lane_centers, lane_idx):
    center = lane_centers[lane_idx]
    return jnp.mean((traj[:, 1] - center) ** 2)


def main():
    tracker = LaneTracker(OFFSETS)
    centers = jnp.asarray(OFFSETS, jnp.float32)
    rng = np.random.default_rng(0)
    y = 0.0
    for tick in range(6):
        traj = jnp.stack([jnp.linspace(0, 20, 10), jnp.full(10, y) + jnp.linspace(0, 1, 10)], -1)
        cost = lane_keeping_cost(traj, centers, tracker.current)
        y = y + float(rng.normal())
        tracker.update(y)
        print(tick, int(tracker.current), float(cost))


if __name__ == "__main__":
    main()
