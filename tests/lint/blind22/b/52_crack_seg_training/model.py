import flax.linen as nn


class CrackSegNet(nn.Module):
    dropout_rate: float = 0.3

    @nn.compact
    def __call__(self, x, train: bool = True):
        x = nn.Conv(8, (3, 3))(x)
        x = nn.relu(x)
        x = nn.Dropout(self.dropout_rate, deterministic=not train)(x)
        return nn.Conv(1, (1, 1))(x)[..., 0]
