import flax.linen as nn
import jax.numpy as jnp

from data import HOP


class CondVocoder(nn.Module):
    hidden: int = 32

    @nn.compact
    def __call__(self, mel, spk_emb=None):
        h = nn.Dense(self.hidden)(mel)
        if spk_emb is not None:
            h = h + nn.Dense(self.hidden, name="spk_proj")(spk_emb)[None, :]
        h = nn.tanh(h)
        return nn.Dense(HOP)(h).reshape(-1)
