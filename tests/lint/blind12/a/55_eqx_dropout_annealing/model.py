import equinox as eqx
import jax
import jax.numpy as jnp


class SpeakerIdNet(eqx.Module):
    proj: eqx.nn.Linear
    dropout: eqx.nn.Dropout
    head: eqx.nn.Linear

    def __init__(self, n_mels, n_speakers, key, dropout_p=0.5):
        k1, k2 = jax.random.split(key)
        self.proj = eqx.nn.Linear(n_mels, 32, key=k1)
        self.dropout = eqx.nn.Dropout(dropout_p)
        self.head = eqx.nn.Linear(32, n_speakers, key=k2)

    def __call__(self, frames, key):
        h = jax.vmap(lambda f: jax.nn.relu(self.proj(f)))(frames).mean(0)
        return self.head(self.dropout(h, key=key))


def set_dropout(model, p):
    return eqx.tree_at(lambda m: m.dropout.p, model, p)
