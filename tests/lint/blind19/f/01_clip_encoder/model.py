import flax.linen as nn
import jax.numpy as jnp


class FrameEncoder(nn.Module):
    features: int = 8

    @nn.compact
    def __call__(self, frames):
        x = nn.Conv(self.features, (3, 3), strides=(2, 2))(frames)
        x = nn.relu(x)
        x = x.mean(axis=(1, 2))
        return x


class ClipClassifier(nn.Module):
    num_classes: int = 5

    @nn.compact
    def __call__(self, clip):
        per_frame = FrameEncoder()(clip)
        pooled = per_frame.mean(axis=0)
        return nn.Dense(self.num_classes)(pooled)
