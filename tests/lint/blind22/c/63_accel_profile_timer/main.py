import jax.numpy as jnp
import numpy as np

from profiler import timed_call


def acceleration_profile(xy, fps):
    v = jnp.diff(xy, axis=0) * fps
    a = jnp.diff(v, axis=0) * fps
    return jnp.linalg.norm(a, axis=-1).max(), jnp.linalg.norm(v, axis=-1).max()


def main():
    rng = np.random.default_rng(0)
    for player in range(5):
        xy = np.cumsum(rng.normal(0, 0.2, size=(100, 2)), axis=0).astype(np.float32)
        (amax, vmax), dt = timed_call(acceleration_profile, xy, fps=25.0)
        print(player, round(float(amax), 2), round(float(vmax), 2))


if __name__ == "__main__":
    main()
