import flax.linen as nn


class SoilOrganicCarbonNet(nn.Module):
    width: int = 32

    @nn.compact
    def __call__(self, x):
        x = nn.elu(nn.Dense(self.width)(x))
        return nn.Dense(1)(x)[:, 0]
