import flax.linen as nn
import jax.numpy as jnp


class CorrelatorNet(nn.Module):
    features: int = 16

    @nn.compact
    def __call__(self, x):
        h = nn.Conv(self.features, (3,), padding="CIRCULAR")(x[..., None])
        h = nn.relu(h)
        return nn.Dense(1)(jnp.mean(h, axis=1))[:, 0]


def build_model(cfg):
    return CorrelatorNet(features=cfg["features"])
