import flax.linen as nn
import jax.numpy as jnp


class ArrhythmiaCNN(nn.Module):
    n_classes: int = 4

    @nn.compact
    def __call__(self, x, train: bool):
        h = nn.Conv(16, (7,), strides=(2,))(x)
        h = nn.BatchNorm(use_running_average=not train)(h)
        h = nn.relu(h)
        h = nn.Dropout(0.2, deterministic=not train)(h)
        h = jnp.mean(h, axis=1)
        return nn.Dense(self.n_classes)(h)
