import flax.linen as nn
import jax.numpy as jnp


class IntentClassifier(nn.Module):
    vocab_size: int
    num_intents: int
    dim: int = 32

    @nn.compact
    def __call__(self, token_ids):
        x = nn.Embed(self.vocab_size, self.dim)(token_ids)
        mask = (token_ids > 0)[..., None]
        x = (x * mask).sum(1) / jnp.maximum(mask.sum(1), 1)
        x = nn.relu(nn.Dense(self.dim)(x))
        return nn.Dense(self.num_intents)(x)
