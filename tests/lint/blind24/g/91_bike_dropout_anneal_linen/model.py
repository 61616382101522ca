import flax.linen as nn


class ReturnStationNet(nn.Module):
    n_stations: int = 20
    dropout_rate: float = 0.5

    @nn.compact
    def __call__(self, x, train):
        x = nn.relu(nn.Dense(48)(x))
        x = nn.Dropout(self.dropout_rate, deterministic=not train)(x)
        return nn.Dense(self.n_stations)(x)
