import flax.linen as nn


class GeometryNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.gelu(nn.Dense(32)(x))
        return nn.Dense(1)(x).squeeze(-1)
