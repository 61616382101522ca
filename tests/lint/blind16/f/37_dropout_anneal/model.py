import flax.linen as nn


class TabularMLP(nn.Module):
    hidden: int = 64
    dropout_rate: float = 0.3

    @nn.compact
    def __call__(self, x, train: bool = True):
        x = nn.relu(nn.Dense(self.hidden)(x))
        x = nn.Dropout(self.dropout_rate, deterministic=not train)(x)
        x = nn.relu(nn.Dense(self.hidden)(x))
        x = nn.Dropout(self.dropout_rate, deterministic=not train)(x)
        return nn.Dense(1)(x)[:, 0]


def dropout_for_epoch(epoch, start=0.5, end=0.1, epochs=5):
    return start + (end - start) * epoch / max(epochs - 1, 1)
