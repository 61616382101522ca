import flax.linen as nn
import jax.numpy as jnp


class UtteranceClassifier(nn.Module):
    n_classes: int
    hidden: int = 32
    dropout_rate: float = 0.2

    @nn.compact
    def __call__(self, feats, train: bool):
        x = nn.Dense(self.hidden)(feats)
        x = nn.relu(x)
        x = nn.Dropout(self.dropout_rate, deterministic=not train)(x)
        x = x.mean(axis=1)
        return nn.Dense(self.n_classes)(x)
