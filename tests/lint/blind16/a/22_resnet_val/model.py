import flax.linen as nn


class ResBlock(nn.Module):
    features: int

    @nn.compact
    def __call__(self, x):
        y = nn.relu(nn.Conv(self.features, (3, 3))(x))
        y = nn.Conv(self.features, (3, 3))(y)
        return nn.relu(x + y)


class TinyResNet(nn.Module):
    num_classes: int = 10

    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(16, (3, 3))(x))
        x = ResBlock(16)(x)
        x = x.mean(axis=(1, 2))
        return nn.Dense(self.num_classes)(x)
