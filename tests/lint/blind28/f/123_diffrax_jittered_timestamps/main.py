import jax.numpy as jnp
import numpy as np

from synth import fit_to_timestamps

FRAMES = 24


def camera_timestamps(rng, fps=30.0):
    return np.cumsum(np.full(FRAMES, 1.0 / fps) + rng.normal(scale=0.002, size=FRAMES)).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    for clip in range(4):
        ts = camera_timestamps(rng)
        start = jnp.asarray(rng.normal(size=3), jnp.float32)
        goal = jnp.asarray(rng.normal(size=3), jnp.float32)
        path = fit_to_timestamps(start, goal, ts)
        print(clip, round(float(ts[-1] - ts[0]), 4), float(jnp.linalg.norm(path[-1] - goal)))


if __name__ == "__main__":
    main()
