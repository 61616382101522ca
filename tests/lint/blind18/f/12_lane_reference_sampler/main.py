from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

DT = 0.1
LOOKAHEAD_S = 2.0
MAX_STEPS = 48


@partial(jax.jit, static_argnums=(2,))
def reference_path(lane_pts, pose, n_steps, speed):
    s = jnp.arange(n_steps) * speed * DT
    seg = jnp.linalg.norm(jnp.diff(lane_pts, axis=0), axis=1)
    arc = jnp.concatenate([jnp.zeros(1), jnp.cumsum(seg)])
    x = jnp.interp(s, arc, lane_pts[:, 0])
    y = jnp.interp(s, arc, lane_pts[:, 1])
    valid = s <= speed * LOOKAHEAD_S
    return jnp.stack([x, y], axis=1) - pose[:2], valid


def main():
    lane = jnp.stack([jnp.linspace(0, 60, 50), 0.02 * jnp.linspace(0, 60, 50) ** 1.5], axis=1)
    pose = jnp.zeros(3)
    speeds = [4.0, 5.5, 6.2, 7.9, 8.4, 9.1]
    for v in speeds:
        path, valid = reference_path(lane, pose, MAX_STEPS, v)
        n = int(valid.sum())
        print(f"speed {v:.1f} -> {n} waypoints, end {np.asarray(path[n - 1]).round(2)}")


if __name__ == "__main__":
    main()
