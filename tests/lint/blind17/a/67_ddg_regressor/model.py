import flax.linen as nn


class StabilityRegressor(nn.Module):
    hidden: int = 64
    dropout_rate: float = 0.3

    @nn.compact
    def __call__(self, x, train: bool):
        h = nn.relu(nn.Dense(self.hidden)(x))
        h = nn.Dropout(self.dropout_rate, deterministic=not train)(h)
        return nn.Dense(1)(h)[:, 0]
