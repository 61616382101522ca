import flax.linen as nn


class ChwDemandNet(nn.Module):
    hidden: int = 32
    rate: float = 0.1

    @nn.compact
    def __call__(self, x, deterministic=True):
        x = nn.relu(nn.Dense(self.hidden)(x))
        x = nn.Dropout(self.rate, deterministic=deterministic)(x)
        return nn.Dense(1)(x).squeeze(-1)
