import jax.numpy as jnp
import flax.linen as nn


class DropoutClassifier(nn.Module):
    num_classes: int = 10
    dropout_rate: float = 0.5

    @nn.compact
    def __call__(self, x, train: bool = True):
        x = nn.relu(nn.Conv(8, (3, 3))(x))
        x = jnp.mean(x, axis=(1, 2))
        x = nn.Dropout(self.dropout_rate, deterministic=not train)(x)
        return nn.Dense(self.num_classes)(x)
