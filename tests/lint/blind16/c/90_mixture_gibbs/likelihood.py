import jax
import jax.numpy as jnp


@jax.jit
def assignment_logits(x, means, log_weights, sigma=0.5):
    d2 = jnp.sum((x[:, None, :] - means[None, :, :]) ** 2, -1)
    return log_weights[None, :] - 0.5 * d2 / sigma**2
