import equinox as eqx
import jax.numpy as jnp


def anneal(model, epoch, start=2.0, end=1.0, epochs=5):
    t = start + (end - start) * epoch / (epochs - 1)
    return eqx.tree_at(lambda m: m.temperature, model, jnp.asarray(t, jnp.float32))
