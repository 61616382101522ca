import jax.numpy as jnp


def rosenbrock(x):
    return jnp.sum(100.0 * (x[1:] - x[:-1] ** 2) ** 2 + (1.0 - x[:-1]) ** 2)


def rastrigin(x):
    return 10.0 * x.shape[0] + jnp.sum(x**2 - 10.0 * jnp.cos(2 * jnp.pi * x))


def styblinski_tang(x):
    return 0.5 * jnp.sum(x**4 - 16.0 * x**2 + 5.0 * x)


def sphere(x):
    return jnp.sum(x**2)


SUITE = {
    "rosenbrock": (rosenbrock, 1e-3),
    "rastrigin": (rastrigin, 2e-3),
    "styblinski_tang": (styblinski_tang, 1e-2),
    "sphere": (sphere, 1e-1),
}
