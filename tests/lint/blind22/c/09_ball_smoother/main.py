import functools

import jax
import jax.numpy as jnp
import numpy as np

from config import SmootherConfig


@functools.partial(jax.jit, static_argnums=(1,))
def smooth_ball(track, alpha):
    def step(prev, obs):
        cur = alpha * obs + (1.0 - alpha) * prev
        return cur, cur

    _, out = jax.lax.scan(step, track[0], track)
    return out


def main():
    rng = np.random.default_rng(0)
    track = jnp.asarray(np.cumsum(rng.normal(size=(50, 3)), axis=0), jnp.float32)
    cfg = SmootherConfig()
    errors = []
    for trial in range(5):
        cfg.alpha = 0.4 + 0.1 * trial
        sm = smooth_ball(track, cfg.alpha)
        errors.append(float(jnp.abs(sm - track).mean()))
    print(np.round(errors, 3))


if __name__ == "__main__":
    main()
