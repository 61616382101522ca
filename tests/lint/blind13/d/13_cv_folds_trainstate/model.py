import flax.linen as nn


class MLPForecaster(nn.Module):
    hidden: int = 32
    horizon: int = 1

    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(self.hidden)(x))
        return nn.Dense(self.horizon)(x)
