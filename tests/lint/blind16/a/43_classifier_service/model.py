import flax.linen as nn


class MobileLikeNet(nn.Module):
    num_classes: int = 5

    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(8, (3, 3), strides=(2, 2))(x))
        x = nn.relu(nn.Conv(8, (3, 3), feature_group_count=8)(x))
        x = nn.relu(nn.Conv(16, (1, 1))(x))
        return nn.Dense(self.num_classes)(x.mean(axis=(1, 2)))
