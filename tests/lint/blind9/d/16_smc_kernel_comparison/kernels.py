import jax
import jax.numpy as jnp


def log_target(x):
    # banana-shaped posterior
    return -0.5 * (x[0] ** 2 / 4.0 + (x[1] - 0.5 * x[0] ** 2) ** 2)


def log_prior(x):
    return -0.5 * jnp.sum(x**2) / 9.0


def tempered(x, beta):
    return log_prior(x) + beta * log_target(x)


def random_walk_move(key, particles, beta):
    def move(k, x):
        k1, k2 = jax.random.split(k)
        prop = x + 0.5 * jax.random.normal(k1, x.shape)
        accept = jnp.log(jax.random.uniform(k2)) < tempered(prop, beta) - tempered(x, beta)
        return jnp.where(accept, prop, x)

    return jax.vmap(move)(jax.random.split(key, particles.shape[0]), particles)


def mala_move(key, particles, beta, step=0.2):
    grad = jax.grad(tempered)

    def move(k, x):
        k1, k2 = jax.random.split(k)
        mean_fwd = x + step * grad(x, beta)
        prop = mean_fwd + jnp.sqrt(2 * step) * jax.random.normal(k1, x.shape)
        mean_bwd = prop + step * grad(prop, beta)
        log_q = lambda a, m: -jnp.sum((a - m) ** 2) / (4 * step)
        log_alpha = tempered(prop, beta) - tempered(x, beta) + log_q(x, mean_bwd) - log_q(prop, mean_fwd)
        return jnp.where(jnp.log(jax.random.uniform(k2)) < log_alpha, prop, x)

    return jax.vmap(move)(jax.random.split(key, particles.shape[0]), particles)


def independent_gaussian_move(key, particles, beta):
    mean, std = particles.mean(0), particles.std(0) + 1e-3

    def move(k, x):
        k1, k2 = jax.random.split(k)
        prop = mean + std * jax.random.normal(k1, x.shape)
        log_q = lambda a: -0.5 * jnp.sum(((a - mean) / std) ** 2)
        log_alpha = tempered(prop, beta) - tempered(x, beta) + log_q(x) - log_q(prop)
        return jnp.where(jnp.log(jax.random.uniform(k2)) < log_alpha, prop, x)

    return jax.vmap(move)(jax.random.split(key, particles.shape[0]), particles)


MOVE_KERNELS = {
    "random_walk": random_walk_move,
    "mala": mala_move,
    "independent": independent_gaussian_move,
}
