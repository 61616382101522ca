import jax
import jax.numpy as jnp


def ornstein_uhlenbeck_path(key, x0, theta=1.5, mu=0.3, sigma=0.4, dt=0.01, n_steps=60):
    noise = jax.random.normal(key, (n_steps,)) * jnp.sqrt(dt)

    def em(x, dw):
        x = x + theta * (mu - x) * dt + sigma * dw
        return x, x

    _, xs = jax.lax.scan(em, x0, noise)
    return xs


def first_passage_fraction(paths, barrier):
    return jnp.mean(jnp.any(paths > barrier, axis=1))
