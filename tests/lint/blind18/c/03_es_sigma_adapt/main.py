import jax
import jax.numpy as jnp
import numpy as np

POP = 32
DIM = 16


def fitness(theta):
    target = jnp.linspace(-1.0, 1.0, DIM)
    return -jnp.sum((theta - target) ** 2)


@jax.jit
def es_generation(mean, sigma, key):
    eps = jax.random.normal(key, (POP, DIM))
    candidates = mean + sigma * eps
    scores = jax.vmap(fitness)(candidates)
    ranks = jnp.argsort(jnp.argsort(scores))
    weights = ranks / (POP - 1) - 0.5
    step = (weights[:, None] * eps).mean(axis=0)
    success = jnp.mean(scores > fitness(mean))
    return mean + 0.5 * sigma * step, success, scores.max()


def main():
    key = jax.random.PRNGKey(1)
    mean = jnp.zeros(DIM)
    sigma = 0.3
    for gen in range(6):
        key, sub = jax.random.split(key)
        mean, success, best = es_generation(mean, sigma, sub)
        # one-fifth success rule
        sigma = sigma * np.exp((float(success) - 0.2) / 0.8)
        print(f"gen {gen} best {float(best):.3f} sigma {sigma:.3f}")


if __name__ == "__main__":
    main()
