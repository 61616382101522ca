import flax.linen as nn
import jax.numpy as jnp


class ScratchDetector(nn.Module):
    @nn.compact
    def __call__(self, frames):
        x = frames.astype(jnp.float32) / 255.0
        x = nn.Conv(4, (3, 3), strides=2)(x)
        x = nn.gelu(x)
        x = x.reshape(x.shape[0], -1)
        return nn.sigmoid(nn.Dense(1)(x))[:, 0]
