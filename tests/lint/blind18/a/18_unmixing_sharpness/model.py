import equinox as eqx
import jax
import jax.numpy as jnp


class SoftUnmixer(eqx.Module):
    """Linear spectral unmixing with softmax abundances."""
    endmembers: jax.Array
    encoder: eqx.nn.Linear
    sharpness: jax.Array

    def __init__(self, bands, n_end, key, sharpness=1.0):
        k1, k2 = jax.random.split(key)
        self.endmembers = jax.random.uniform(k1, (n_end, bands))
        self.encoder = eqx.nn.Linear(bands, n_end, key=k2)
        self.sharpness = jnp.asarray(sharpness, dtype=jnp.float32)

    def __call__(self, pixel):
        abundances = jax.nn.softmax(jax.lax.stop_gradient(self.sharpness) * self.encoder(pixel))
        return abundances @ self.endmembers, abundances


def with_sharpness(model, value):
    return eqx.tree_at(lambda m: m.sharpness, model, jnp.asarray(value, dtype=jnp.float32))
