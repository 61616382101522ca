import flax.linen as nn


class GankPredictor(nn.Module):
    dropout_rate: float = 0.3

    @nn.compact
    def __call__(self, x, train=True):
        x = nn.relu(nn.Dense(32)(x))
        x = nn.Dropout(self.dropout_rate, deterministic=not train)(x)
        return nn.Dense(1)(x)[..., 0]
