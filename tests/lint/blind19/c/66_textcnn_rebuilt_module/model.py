import jax.numpy as jnp
import flax.linen as nn


class TextCNN(nn.Module):
    vocab: int
    num_classes: int = 2
    dim: int = 24
    dropout_rate: float = 0.5

    @nn.compact
    def __call__(self, ids, train: bool = False):
        x = nn.Embed(self.vocab, self.dim)(ids)
        feats = [nn.relu(nn.Conv(self.dim, kernel_size=(k,))(x)).max(axis=1) for k in (2, 3, 4)]
        h = jnp.concatenate(feats, axis=-1)
        h = nn.Dropout(self.dropout_rate, deterministic=not train)(h)
        return nn.Dense(self.num_classes)(h)
