import flax.linen as nn


class MorphologyCNN(nn.Module):
    n_classes: int = 3

    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(8, (5, 5), strides=2)(x))
        x = nn.relu(nn.Conv(16, (3, 3), strides=2)(x))
        x = x.mean(axis=(1, 2))
        return nn.Dense(self.n_classes)(x)
