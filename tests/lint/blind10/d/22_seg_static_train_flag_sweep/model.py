import flax.linen as nn


class SegHead(nn.Module):
    num_classes: int = 3
    dropout_rate: float = 0.2

    @nn.compact
    def __call__(self, x, train: bool):
        x = nn.relu(nn.Conv(8, (3, 3))(x))
        x = nn.Dropout(self.dropout_rate, deterministic=not train)(x)
        return nn.Conv(self.num_classes, (1, 1))(x)
