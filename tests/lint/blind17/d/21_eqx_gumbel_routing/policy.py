import equinox as eqx
import jax
import jax.numpy as jnp


class SoftRoutePolicy(eqx.Module):
    logits: jax.Array
    temperature: float

    def __init__(self, n_nodes, key, temperature=2.0):
        self.logits = 0.01 * jax.random.normal(key, (n_nodes, n_nodes))
        self.temperature = temperature

    def soft_permutation(self, key):
        g = -jnp.log(-jnp.log(jax.random.uniform(key, self.logits.shape) + 1e-9) + 1e-9)
        log_p = (self.logits + g) / self.temperature
        for _ in range(5):
            log_p = log_p - jax.nn.logsumexp(log_p, axis=1, keepdims=True)
            log_p = log_p - jax.nn.logsumexp(log_p, axis=0, keepdims=True)
        return jnp.exp(log_p)


def tour_length(P, coords):
    ordered = P @ coords
    return jnp.sum(jnp.linalg.norm(ordered - jnp.roll(ordered, -1, axis=0), axis=-1))
