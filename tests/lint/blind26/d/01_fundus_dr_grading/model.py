import flax.linen as nn


class DRGrader(nn.Module):
    num_grades: int = 5

    @nn.compact
    def __call__(self, x):
        x = nn.Conv(16, (3, 3), strides=2)(x)
        x = nn.relu(x)
        x = nn.Conv(32, (3, 3), strides=2)(x)
        x = nn.relu(x)
        x = x.mean(axis=(1, 2))
        return nn.Dense(self.num_grades)(x)
