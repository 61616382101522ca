import flax.linen as nn
import jax.numpy as jnp


class CategoricalNet(nn.Module):
    cardinalities: tuple = (12, 7, 31)
    embed_dim: int = 4

    @nn.compact
    def __call__(self, cats, nums):
        embs = [nn.Embed(c, self.embed_dim, name=f"embed_{i}")(cats[:, i])
                for i, c in enumerate(self.cardinalities)]
        h = jnp.concatenate(embs + [nums], axis=-1)
        h = nn.relu(nn.Dense(32, name="hidden")(h))
        return nn.Dense(1, name="head")(h)[:, 0]
