import flax.linen as nn


class PterygiumSegmenter(nn.Module):
    features: int = 16
    n_classes: int = 2

    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(self.features, (3, 3))(x))
        return nn.Conv(self.n_classes, (1, 1))(x)
