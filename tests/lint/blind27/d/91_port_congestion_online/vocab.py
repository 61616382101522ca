import jax
import jax.numpy as jnp


class PortVocab:
    def __init__(self):
        self.index = {}

    def ids(self, names, params, key):
        for n in names:
            if n not in self.index:
                self.index[n] = len(self.index)
                key, sub = jax.random.split(key)
                row = jax.random.normal(sub, (1, params["emb"].shape[1])) * 0.1
                params = dict(params, emb=jnp.concatenate([params["emb"], row]))
        return jnp.array([self.index[n] for n in names]), params, key
