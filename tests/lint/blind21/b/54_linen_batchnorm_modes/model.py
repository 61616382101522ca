import flax.linen as nn
import jax.numpy as jnp


class SpikeWaveformNet(nn.Module):
    n_classes: int = 3

    @nn.compact
    def __call__(self, x, train: bool):
        x = nn.Dense(32)(x)
        x = nn.BatchNorm(use_running_average=not train, momentum=0.9)(x)
        x = nn.relu(x)
        x = nn.Dropout(0.2, deterministic=not train)(x)
        return nn.Dense(self.n_classes)(x)
