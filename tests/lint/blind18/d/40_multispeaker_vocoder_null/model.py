import flax.linen as nn
import jax.numpy as jnp

from data import HOP


class CondVocoder(nn.Module):
    hidden: int = 32

    @nn.compact
    def __call__(self, mel, spk_emb):
        h = nn.Dense(self.hidden)(mel)
        h = h + nn.Dense(self.hidden, use_bias=False, name="spk_proj")(spk_emb)[None, :]
        h = nn.tanh(h)
        return nn.Dense(HOP)(h).reshape(-1)
