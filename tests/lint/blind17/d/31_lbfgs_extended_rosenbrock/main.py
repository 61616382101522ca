import jax.numpy as jnp

from lbfgs import LBFGS


def extended_rosenbrock(x):
    return jnp.sum(10.0 * (x[1::2] - x[::2] ** 2) ** 2 + (1.0 - x[::2]) ** 2)


if __name__ == "__main__":
    opt = LBFGS(extended_rosenbrock, memory=5)
    x, f = opt.minimise(jnp.tile(jnp.array([-1.2, 1.0]), 4), n_iter=10)
    print(float(f), x)
