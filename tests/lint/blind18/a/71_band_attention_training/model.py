import flax.linen as nn


class BandAttentionNet(nn.Module):
    classes: int = 6

    @nn.compact
    def __call__(self, x, train: bool, dropout_rate: float = 0.3):
        gate = nn.sigmoid(nn.Dense(x.shape[-1])(x.mean(axis=(1, 2))))
        x = x * gate[:, None, None, :]
        x = nn.relu(nn.Conv(16, (3, 3))(x))
        x = nn.Dropout(dropout_rate, deterministic=not train)(x)
        return nn.Dense(self.classes)(x.mean(axis=(1, 2)))
