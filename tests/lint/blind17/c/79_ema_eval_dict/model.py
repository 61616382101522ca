import flax.linen as nn


class PrecipUNetLite(nn.Module):
    features: int = 8

    @nn.compact
    def __call__(self, x):
        h = nn.relu(nn.Conv(self.features, (3, 3))(x))
        h = nn.relu(nn.Conv(self.features, (3, 3), strides=2)(h))
        h = nn.ConvTranspose(self.features, (3, 3), strides=(2, 2))(h)
        return nn.softplus(nn.Conv(1, (1, 1))(h))
