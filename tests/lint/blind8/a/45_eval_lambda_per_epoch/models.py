import flax.linen as nn


class ConvNet(nn.Module):
    channels: int = 8
    num_classes: int = 10

    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(self.channels, (3, 3))(x))
        x = nn.max_pool(x, (2, 2), strides=(2, 2))
        x = x.reshape((x.shape[0], -1))
        return nn.Dense(self.num_classes)(x)


def build_model(cfg):
    return ConvNet(channels=cfg["channels"], num_classes=cfg["num_classes"])
