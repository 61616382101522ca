import flax.linen as nn


class ReturnsClassifier(nn.Module):
    hidden: int = 32

    @nn.compact
    def __call__(self, x, dropout_rate: float):
        x = nn.Dense(self.hidden)(x)
        x = nn.relu(x)
        x = nn.Dropout(dropout_rate, deterministic=dropout_rate == 0.0)(x)
        return nn.Dense(1)(x).squeeze(-1)
