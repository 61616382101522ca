import flax.linen as nn


class TrapNet(nn.Module):
    n_classes: int = 6

    @nn.compact
    def __call__(self, x):
        x = nn.Conv(8, (3, 3), strides=(2, 2))(x)
        x = nn.relu(x)
        x = nn.Conv(16, (3, 3), strides=(2, 2))(x)
        x = nn.relu(x)
        x = x.mean(axis=(1, 2))
        return nn.Dense(self.n_classes)(x)
