import jax.numpy as jnp


def rosenbrock(x):
    return jnp.sum(100.0 * (x[1:] - x[:-1] ** 2) ** 2 + (1 - x[:-1]) ** 2)


def himmelblau(x):
    return (x[0] ** 2 + x[1] - 11) ** 2 + (x[0] + x[1] ** 2 - 7) ** 2


def rastrigin(x):
    return 10 * x.shape[0] + jnp.sum(x ** 2 - 10 * jnp.cos(2 * jnp.pi * x))


def booth(x):
    return (x[0] + 2 * x[1] - 7) ** 2 + (2 * x[0] + x[1] - 5) ** 2


BENCHMARKS = {
    "rosenbrock": (rosenbrock, [-1.2, 1.0]),
    "himmelblau": (himmelblau, [0.0, 0.0]),
    "rastrigin": (rastrigin, [0.3, -0.2]),
    "booth": (booth, [0.0, 0.0]),
}
