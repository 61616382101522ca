import flax.linen as nn
import jax.numpy as jnp


class DepthCompletion(nn.Module):
    @nn.compact
    def __call__(self, sparse_depth, rgb):
        x = jnp.concatenate([sparse_depth, rgb], axis=-1)
        x = nn.relu(nn.Conv(16, (3, 3))(x))
        x = nn.relu(nn.Conv(16, (3, 3))(x))
        return nn.softplus(nn.Conv(1, (3, 3))(x))
