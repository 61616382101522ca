import flax.linen as nn


class GateDelayNet(nn.Module):
    dropout_rate: float = 0.3

    @nn.compact
    def __call__(self, x, train):
        h = nn.relu(nn.Dense(32)(x))
        h = nn.Dropout(self.dropout_rate, deterministic=not train)(h)
        return nn.Dense(1)(h)[:, 0]
