import flax.linen as nn


class TinySegmenter(nn.Module):
    classes: int = 3

    @nn.compact
    def __call__(self, x):
        x = nn.Conv(8, (3, 3))(x)
        x = nn.relu(x)
        x = nn.Conv(self.classes, (1, 1))(x)
        return x
