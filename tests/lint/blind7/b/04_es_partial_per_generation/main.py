from functools import partial

import jax
import jax.numpy as jnp

DIM = 8
POP = 32
GENERATIONS = 6


def rastrigin(x):
    return 10.0 * x.shape[-1] + jnp.sum(x ** 2 - 10.0 * jnp.cos(2 * jnp.pi * x), axis=-1)


def es_gradient(mean, key, sigma, pop_size):
    eps = jax.random.normal(key, (pop_size, mean.shape[0]))
    pop = mean + sigma * eps
    fit = rastrigin(pop)
    fit = (fit - fit.mean()) / (fit.std() + 1e-8)
    return jnp.mean(fit[:, None] * eps, axis=0) / sigma, fit.mean()


def main():
    key = jax.random.PRNGKey(0)
    mean = jnp.full((DIM,), 2.5)
    sigma, lr = 0.5, 0.05
    for gen in range(GENERATIONS):
        key, sub = jax.random.split(key)
        grad_fn = jax.jit(partial(es_gradient, sigma=sigma, pop_size=POP))
        g, _ = grad_fn(mean, sub)
        mean = mean - lr * g
        sigma *= 0.95
        print(gen, float(rastrigin(mean)))


if __name__ == "__main__":
    main()
