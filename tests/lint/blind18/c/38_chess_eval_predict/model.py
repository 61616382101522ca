import flax.linen as nn
import jax.numpy as jnp


class MaterialNet(nn.Module):
    hidden: int = 64

    @nn.compact
    def __call__(self, x, train: bool):
        x = x.reshape((x.shape[0], -1))
        x = nn.Dense(self.hidden)(x)
        x = nn.BatchNorm(use_running_average=not train, momentum=0.9)(x)
        x = nn.relu(x)
        return jnp.tanh(nn.Dense(1)(x))[:, 0]
