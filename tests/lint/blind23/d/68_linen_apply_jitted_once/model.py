import flax.linen as nn


class GainRegressor(nn.Module):
    hidden: int = 16

    @nn.compact
    def __call__(self, x):
        x = nn.gelu(nn.Dense(self.hidden)(x))
        return nn.Dense(1)(x)[:, 0]
