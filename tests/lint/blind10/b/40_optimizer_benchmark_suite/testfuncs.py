import jax.numpy as jnp


def rosenbrock(x):
    return jnp.sum(100.0 * (x[1:] - x[:-1] ** 2) ** 2 + (1 - x[:-1]) ** 2)


def rastrigin(x):
    return 10.0 * x.shape[0] + jnp.sum(x**2 - 10.0 * jnp.cos(2 * jnp.pi * x))


def styblinski_tang(x):
    return 0.5 * jnp.sum(x**4 - 16 * x**2 + 5 * x)


def ackley(x):
    n = x.shape[0]
    return (-20.0 * jnp.exp(-0.2 * jnp.sqrt(jnp.sum(x**2) / n))
            - jnp.exp(jnp.sum(jnp.cos(2 * jnp.pi * x)) / n) + 20.0 + jnp.e)


SUITE = [rosenbrock, rastrigin, styblinski_tang, ackley]
