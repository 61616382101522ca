import flax.linen as nn


class DemandNet(nn.Module):
    hidden: int = 16
    dropout_rate: float = 0.3

    @nn.compact
    def __call__(self, x, train):
        x = nn.relu(nn.Dense(self.hidden)(x))
        x = nn.Dropout(self.dropout_rate, deterministic=not train)(x)
        return nn.Dense(1)(x)[..., 0]


DROPOUT_SCHEDULE = (0.3, 0.2, 0.1, 0.0, 0.0)


def model_for_epoch(epoch, hidden=16):
    return DemandNet(hidden=hidden, dropout_rate=DROPOUT_SCHEDULE[epoch])
