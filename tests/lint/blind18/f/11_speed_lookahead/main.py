from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

DT = 0.1
LOOKAHEAD_S = 2.0


@partial(jax.jit, static_argnums=(2,))
def reference_path(lane_pts, pose, n_steps, speed):
    s = jnp.arange(n_steps) * speed * DT
    seg = jnp.linalg.norm(jnp.diff(lane_pts, axis=0), axis=1)
    arc = jnp.concatenate([jnp.zeros(1), jnp.cumsum(seg)])
    x = jnp.interp(s, arc, lane_pts[:, 0])
    y = jnp.interp(s, arc, lane_pts[:, 1])
    return jnp.stack([x, y], axis=1) - pose[:2]


def main():
    lane = jnp.stack([jnp.linspace(0, 60, 50), 0.02 * jnp.linspace(0, 60, 50) ** 1.5], axis=1)
    pose = jnp.zeros(3)
    speeds = [4.0, 5.5, 6.2, 7.9, 8.4, 9.1]
    for v in speeds:
        n_steps = int(np.ceil(v * LOOKAHEAD_S / DT / 4))
        path = reference_path(lane, pose, n_steps, v)
        print(f"speed {v:.1f} -> {path.shape[0]} waypoints, end {np.asarray(path[-1]).round(2)}")


if __name__ == "__main__":
    main()
