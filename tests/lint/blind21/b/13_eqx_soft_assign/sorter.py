import equinox as eqx
import jax
import jax.numpy as jnp


class SoftTemplateSorter(eqx.Module):
    templates: jax.Array
    temperature: float

    def __init__(self, n_units, n_samples, key, temperature=1.0):
        self.templates = jax.random.normal(key, (n_units, n_samples)) * 0.1
        self.temperature = temperature

    def assign(self, waveforms):
        d = ((waveforms[:, None, :] - self.templates[None]) ** 2).sum(-1)
        return jax.nn.softmax(-d / self.temperature, axis=-1)

    def reconstruct(self, waveforms):
        return self.assign(waveforms) @ self.templates


def anneal(sorter, epoch, t0=2.0, decay=0.7):
    return eqx.tree_at(lambda s: s.temperature, sorter, t0 * decay ** epoch)
