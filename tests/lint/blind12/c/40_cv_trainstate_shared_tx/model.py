import flax.linen as nn
import jax.numpy as jnp


class WideAndDeep(nn.Module):
    vocab: int
    dim: int = 8

    @nn.compact
    def __call__(self, cat, dense):
        emb = nn.Embed(self.vocab, self.dim)(cat).reshape(cat.shape[0], -1)
        deep = nn.relu(nn.Dense(16)(jnp.concatenate([emb, dense], axis=-1)))
        wide = nn.Dense(1)(dense)
        return (nn.Dense(1)(deep) + wide)[:, 0]

