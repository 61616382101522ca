import equinox as eqx
import jax.numpy as jnp


class BoxTransit(eqx.Module):
    t0: jnp.ndarray
    log_depth: jnp.ndarray
    log_width: jnp.ndarray
    edge_softness: jnp.ndarray

    def __call__(self, t):
        half = 0.5 * jnp.exp(self.log_width)
        x = (jnp.abs(t - self.t0) - half) / self.edge_softness
        return 1.0 - jnp.exp(self.log_depth) * jax_sigmoid(-x)


def jax_sigmoid(x):
    return 1.0 / (1.0 + jnp.exp(-x))


def anneal(model, softness):
    return eqx.tree_at(lambda m: m.edge_softness, model, jnp.asarray(softness, jnp.float32))
