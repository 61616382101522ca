import flax.linen as nn


class LagMLP(nn.Module):
    hidden: int = 32

    @nn.compact
    def __call__(self, lags):
        h = nn.gelu(nn.Dense(self.hidden)(lags))
        h = nn.gelu(nn.Dense(self.hidden)(h))
        return nn.Dense(1)(h)[..., 0]
