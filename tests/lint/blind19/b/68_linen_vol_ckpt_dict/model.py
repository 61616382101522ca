import flax.linen as nn


class VolForecaster(nn.Module):
    @nn.compact
    def __call__(self, x):
        h = nn.Dense(16)(x)
        h = nn.swish(h)
        return nn.softplus(nn.Dense(1)(h)).squeeze(-1)
