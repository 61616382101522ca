import flax.linen as nn


class PlayerValue(nn.Module):
    hidden: int = 32

    @nn.compact
    def __call__(self, x, dropout_rate, train):
        x = nn.relu(nn.Dense(self.hidden)(x))
        x = nn.Dropout(dropout_rate, deterministic=not train)(x)
        return nn.Dense(1)(x)[..., 0]
