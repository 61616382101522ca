import jax
import jax.numpy as jnp
import numpy as np

from vendors import read_run


@jax.jit
def track_quality(geom):
    if geom.shape[0] == 3:
        geom = geom.T
    sd = jnp.std(geom, axis=0)
    return jnp.sqrt(jnp.sum((sd / jnp.array([1.5, 2.5, 1.0])) ** 2))


def main():
    rng = np.random.default_rng(0)
    for run in range(6):
        print(run, f"TQI {float(track_quality(read_run(run, rng))):.3f}")


if __name__ == "__main__":
    main()
