import flax.linen as nn


class UpliftMLP(nn.Module):
    hidden: int = 32
    rate: float = 0.2

    @nn.compact
    def __call__(self, x, deterministic: bool):
        h = nn.relu(nn.Dense(self.hidden)(x))
        h = nn.Dropout(self.rate)(h, deterministic=deterministic)
        return nn.Dense(1)(h)[:, 0]
