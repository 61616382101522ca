import flax.linen as nn


class StarGalaxyCNN(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool = False):
        x = nn.relu(nn.Conv(8, (3, 3))(x))
        x = nn.max_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(16, (3, 3))(x))
        x = x.reshape((x.shape[0], -1))
        x = nn.Dropout(0.2, deterministic=not train)(x)
        return nn.Dense(2)(x)
