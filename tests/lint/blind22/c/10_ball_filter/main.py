import functools

import jax
import jax.numpy as jnp
import numpy as np

from config import SmootherConfig


@functools.partial(jax.jit, static_argnums=(2,))
def smooth_ball(track, alpha, fps):
    dt = 1.0 / fps

    def step(prev, obs):
        cur = alpha * obs + (1.0 - alpha) * prev
        return cur, (cur - prev) / dt

    _, vel = jax.lax.scan(step, track[0], track)
    return vel


def main():
    rng = np.random.default_rng(0)
    track = jnp.asarray(np.cumsum(rng.normal(size=(50, 3)), axis=0), jnp.float32)
    cfg = SmootherConfig()
    peaks = []
    for trial in range(5):
        cfg.alpha = 0.4 + 0.1 * trial
        vel = smooth_ball(track, cfg.alpha, cfg.fps)
        peaks.append(float(jnp.linalg.norm(vel, axis=-1).max()))
    print(np.round(peaks, 3))


if __name__ == "__main__":
    main()
