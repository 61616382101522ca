import flax.linen as nn


class PingNormalizer(nn.Module):
    features: int = 16

    @nn.compact
    def __call__(self, x):
        x = nn.LayerNorm()(x)
        return nn.Dense(self.features)(x)
