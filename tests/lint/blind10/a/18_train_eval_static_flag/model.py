import flax.linen as nn
import jax.numpy as jnp


class IntentClassifier(nn.Module):
    vocab: int
    dim: int
    n_intents: int
    dropout: float = 0.2

    @nn.compact
    def __call__(self, tokens, mask, train: bool):
        h = nn.Embed(self.vocab, self.dim)(tokens)
        h = nn.Dropout(self.dropout, deterministic=not train)(h)
        pooled = (h * mask[..., None]).sum(1) / jnp.maximum(mask.sum(1, keepdims=True), 1.0)
        return nn.Dense(self.n_intents)(nn.gelu(nn.Dense(self.dim)(pooled)))
