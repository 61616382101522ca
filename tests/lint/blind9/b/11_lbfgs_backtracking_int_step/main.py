import jax.numpy as jnp

from lbfgs import LBFGS


def ill_conditioned_quartic(x):
    scales = jnp.logspace(0, 2, x.shape[0])
    return jnp.sum(scales * x ** 2) + 0.1 * jnp.sum(x ** 4)


def main():
    solver = LBFGS(ill_conditioned_quartic, memory=4)
    x0 = jnp.linspace(-1.0, 1.0, 6)
    x = solver.minimize(x0, n_iter=8)
    print("|x| =", float(jnp.linalg.norm(x)))


if __name__ == "__main__":
    main()
