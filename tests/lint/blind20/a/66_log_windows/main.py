import functools

import jax
import jax.numpy as jnp
import numpy as np

WINDOW, STRIDE = 20, 10


@functools.partial(jax.jit, static_argnums=(1,))
def window_features(log_xy, start):
    win = log_xy[:, start:start + WINDOW]
    vel = jnp.diff(win, axis=1)
    speed = jnp.linalg.norm(vel, axis=-1)
    heading = jnp.arctan2(vel[..., 1], vel[..., 0])
    yaw_rate = jnp.diff(jnp.unwrap(heading, axis=1), axis=1)
    return jnp.stack([speed.mean(1), speed.std(1), jnp.abs(yaw_rate).max(1)], -1)


def main():
    rng = np.random.default_rng(0)
    log_xy = jnp.asarray(np.cumsum(rng.normal(size=(4, 90, 2)) + [1.0, 0.0], axis=1), jnp.float32)
    feats = []
    for start in range(0, log_xy.shape[1] - WINDOW + 1, STRIDE):
        feats.append(window_features(log_xy, start))
    feats = jnp.stack(feats, 1)
    print("windows", feats.shape, float(feats[..., 0].mean()))


if __name__ == "__main__":
    main()
