import flax.linen as nn
import jax.numpy as jnp


class AttentionPoolRegressor(nn.Module):
    hidden: int = 32
    temperature: float = 1.0

    @nn.compact
    def __call__(self, atom_feats, mask):
        h = nn.silu(nn.Dense(self.hidden)(atom_feats))
        logits = nn.Dense(1)(h)[..., 0] / self.temperature
        logits = jnp.where(mask, logits, -1e9)
        w = nn.softmax(logits, axis=-1)
        pooled = jnp.einsum("ba,bah->bh", w, h)
        return nn.Dense(1)(pooled)[..., 0]
