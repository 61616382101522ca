import flax.linen as nn


class Forecaster(nn.Module):
    horizon: int = 3

    @nn.compact
    def __call__(self, x):
        x = nn.tanh(nn.Dense(16)(x))
        return nn.Dense(self.horizon)(x)
