import jax
import jax.numpy as jnp
import numpy as np

from loader import read_run


@jax.jit
def geometry_tqi(geom):
    sd = jnp.std(geom, axis=0)
    return jnp.sqrt(jnp.sum((sd / jnp.array([1.5, 2.5, 1.0])) ** 2))


def main():
    rng = np.random.default_rng(0)
    for run in range(6):
        print(run, f"TQI {float(geometry_tqi(read_run(run, rng))):.3f}")


if __name__ == "__main__":
    main()
