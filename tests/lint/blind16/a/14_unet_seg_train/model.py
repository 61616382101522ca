import jax.numpy as jnp
import flax.linen as nn


class TinyUNet(nn.Module):
    num_classes: int = 3

    @nn.compact
    def __call__(self, x):
        e1 = nn.relu(nn.Conv(8, (3, 3))(x))
        d = nn.max_pool(e1, (2, 2), strides=(2, 2))
        b = nn.relu(nn.Conv(16, (3, 3))(d))
        u = nn.ConvTranspose(8, (2, 2), strides=(2, 2))(b)
        u = jnp.concatenate([u, e1], axis=-1)
        u = nn.relu(nn.Conv(8, (3, 3))(u))
        return nn.Conv(self.num_classes, (1, 1))(u)
