import jax
import jax.numpy as jnp
import numpy as np

from sources import replay_log, synthetic


@jax.jit
def kinematic_stats(xy, t):
    dt = jnp.diff(t)
    vel = jnp.diff(xy, axis=1) / dt[None, :, None]
    acc = jnp.diff(vel, axis=1) / dt[None, 1:, None]
    speed = jnp.linalg.norm(vel, axis=-1)
    return speed.max(axis=1), jnp.linalg.norm(acc, axis=-1).max(axis=1)


def main():
    rng = np.random.default_rng(0)
    for i in range(6):
        xy, t = replay_log(rng) if i % 2 == 0 else synthetic(rng)
        vmax, amax = kinematic_stats(xy, t)
        print(i, xy.dtype, float(vmax.max()), float(amax.max()))


if __name__ == "__main__":
    main()
