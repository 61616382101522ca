import flax.linen as nn
import jax.numpy as jnp


class RankingHead(nn.Module):
    hidden: int = 32
    temperature: float = 0.5

    @nn.compact
    def __call__(self, user_vec, item_vecs):
        q = nn.Dense(self.hidden)(user_vec)
        k = nn.Dense(self.hidden)(item_vecs)
        return (k @ q) / self.temperature
