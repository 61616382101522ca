import flax.linen as nn


class PixelClassifier(nn.Module):
    num_classes: int = 6
    hidden: int = 32

    @nn.compact
    def __call__(self, x):
        x = nn.Conv(self.hidden, (3, 3))(x)
        x = nn.relu(x)
        x = nn.Conv(self.hidden, (3, 3))(x)
        x = nn.relu(x)
        return nn.Conv(self.num_classes, (1, 1))(x)
