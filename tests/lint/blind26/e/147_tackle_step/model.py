import flax.linen as nn


class TackleClassifier(nn.Module):
    dropout: float = 0.3

    @nn.compact
    def __call__(self, x, train=True):
        x = nn.relu(nn.Dense(32)(x))
        x = nn.Dropout(self.dropout, deterministic=not train)(x)
        return nn.Dense(2)(x)
