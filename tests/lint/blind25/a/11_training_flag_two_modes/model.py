import flax.linen as nn


class LeafDiseaseCNN(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool):
        x = nn.Conv(8, (3, 3))(x)
        x = nn.relu(x)
        x = nn.avg_pool(x, (2, 2), (2, 2))
        x = nn.Conv(16, (3, 3))(x)
        x = nn.relu(x)
        x = x.mean(axis=(1, 2))
        x = nn.Dropout(0.3, deterministic=not train)(x)
        return nn.Dense(3)(x)
