import equinox as eqx
import jax
import jax.numpy as jnp


class SoftTemplateSorter(eqx.Module):
    templates: jax.Array
    temperature: jax.Array

    def __init__(self, n_units, n_samples, key, temperature=1.0):
        self.templates = jax.random.normal(key, (n_units, n_samples)) * 0.1
        self.temperature = jnp.asarray(temperature, dtype=jnp.float32)

    def assign(self, waveforms):
        d = ((waveforms[:, None, :] - self.templates[None]) ** 2).sum(-1)
        t = jax.lax.stop_gradient(self.temperature)
        return jax.nn.softmax(-d / t, axis=-1)

    def reconstruct(self, waveforms):
        return self.assign(waveforms) @ self.templates


def anneal(sorter, epoch, t0=2.0, decay=0.7):
    return eqx.tree_at(lambda s: s.temperature, sorter, jnp.float32(t0 * decay ** epoch))
