import flax.linen as nn


class LoadForecaster(nn.Module):
    horizon: int = 4
    hidden: int = 32
    dropout: float = 0.1

    @nn.compact
    def __call__(self, x, train: bool):
        x = nn.gelu(nn.Dense(self.hidden)(x))
        x = nn.Dropout(self.dropout, deterministic=not train)(x)
        return nn.Dense(self.horizon)(x)
