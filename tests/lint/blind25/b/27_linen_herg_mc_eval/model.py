import flax.linen as nn


class HergClassifier(nn.Module):
    hidden: int = 64
    dropout_rate: float = 0.3

    @nn.compact
    def __call__(self, x, deterministic):
        x = nn.relu(nn.Dense(self.hidden)(x))
        x = nn.Dropout(self.dropout_rate, deterministic=deterministic)(x)
        x = nn.relu(nn.Dense(self.hidden // 2)(x))
        return nn.Dense(1)(x)[:, 0]
