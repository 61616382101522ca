import jax
import jax.numpy as jnp
import flax.linen as nn


class DropoutClassifier(nn.Module):
    num_classes: int = 10

    @nn.compact
    def __call__(self, x, dropout_rate=0.0, train: bool = True):
        x = nn.relu(nn.Conv(8, (3, 3))(x))
        x = jnp.mean(x, axis=(1, 2))
        if train:
            keep = jax.random.bernoulli(self.make_rng("dropout"), 1.0 - dropout_rate, x.shape)
            x = jnp.where(keep, x / (1.0 - dropout_rate), 0.0)
        return nn.Dense(self.num_classes)(x)
