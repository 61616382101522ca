import jax
import jax.numpy as jnp


def log_target(x):
    """Banana-shaped density used as the estimation target."""
    return -0.5 * (x[..., 0] ** 2 / 4.0 + (x[..., 1] - 0.25 * x[..., 0] ** 2) ** 2)


@jax.jit
def weighted_moments(particles, log_w, alive):
    log_w = jnp.where(alive, log_w, -jnp.inf)
    w = jax.nn.softmax(log_w)
    mean = jnp.sum(w[:, None] * particles, axis=0)
    ess = 1.0 / jnp.sum(w**2)
    return mean, ess
