import functools

import jax
import jax.numpy as jnp
import numpy as np

MAX_PLAYERS = 22


@functools.partial(jax.jit, static_argnums=(2,))
def top_sprinters(speeds, active, k):
    masked = jnp.where(active, speeds, -1.0)
    vals, idx = jax.lax.top_k(masked, k)
    return vals, idx


def main():
    rng = np.random.default_rng(0)
    for frame in range(6):
        speeds = rng.uniform(0, 9, MAX_PLAYERS).astype(np.float32)
        active = np.ones(MAX_PLAYERS, bool)
        active[rng.choice(MAX_PLAYERS, frame % 4, replace=False)] = False
        k = int(active.sum()) // 2
        vals, idx = top_sprinters(speeds, active, k)
        print(frame, k, np.round(np.asarray(vals), 2))


if __name__ == "__main__":
    main()
