import flax.linen as nn


class UNetLite(nn.Module):
    features: int = 8
    num_classes: int = 3

    @nn.compact
    def __call__(self, x):
        skip = nn.relu(nn.Conv(self.features, (3, 3))(x))
        h = nn.max_pool(skip, (2, 2), strides=(2, 2))
        h = nn.relu(nn.Conv(2 * self.features, (3, 3))(h))
        h = nn.ConvTranspose(self.features, (2, 2), strides=(2, 2))(h)
        return nn.Conv(self.num_classes, (1, 1))(h + skip)


def build_model(cfg):
    return UNetLite(features=cfg["features"], num_classes=cfg["num_classes"])
