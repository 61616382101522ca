import jax
import jax.numpy as jnp
import numpy as np

from sources import stop_counts


@jax.jit
def peak_load(boardings, alight_frac):
    def step(load, b):
        load = load * (1 - alight_frac) + b
        return load, load
    _, loads = jax.lax.scan(step, jnp.zeros((), jnp.float32), boardings)
    return loads.max()


def main():
    rng = np.random.default_rng(0)
    for trip in range(8):
        b = jnp.asarray(stop_counts(trip, rng))
        print(trip, b.dtype, round(float(peak_load(b, 0.15)), 1))


if __name__ == "__main__":
    main()
