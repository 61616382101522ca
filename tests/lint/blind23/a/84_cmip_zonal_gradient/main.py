import jax
import jax.numpy as jnp
import numpy as np

from reader import open_field


@jax.jit
def zonal_mean_gradient(t2m):
    zonal = t2m.mean(axis=1)
    return zonal[-1] - zonal[0], jnp.gradient(zonal)


def main():
    rng = np.random.default_rng(0)
    for name in ["cesm", "ukesm", "ipsl", "mpi", "cnrm"]:
        t = open_field(name, rng)
        diff, grad = zonal_mean_gradient(t)
        print(name, t.shape, round(float(diff), 2))


if __name__ == "__main__":
    main()
