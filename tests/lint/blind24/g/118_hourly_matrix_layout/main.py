import jax
import jax.numpy as jnp
import numpy as np

from exports import weekly_files


@jax.jit
def peak_hour_factor(matrix):
    totals = matrix.sum(axis=-1)
    return matrix.max(axis=-1) * 4 / jnp.maximum(totals, 1.0)


def main():
    rng = np.random.default_rng(0)
    for day, m in weekly_files(rng):
        phf = peak_hour_factor(jnp.asarray(m))
        print(day, m.shape, round(float(phf.mean()), 3))


if __name__ == "__main__":
    main()
