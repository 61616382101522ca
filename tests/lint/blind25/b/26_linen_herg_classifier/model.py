import flax.linen as nn


class HergClassifier(nn.Module):
    hidden: int = 64

    @nn.compact
    def __call__(self, x, dropout_rate, deterministic):
        x = nn.relu(nn.Dense(self.hidden)(x))
        x = nn.Dropout(dropout_rate, deterministic=deterministic)(x)
        x = nn.relu(nn.Dense(self.hidden // 2)(x))
        return nn.Dense(1)(x)[:, 0]
