import flax.linen as nn


class LineCNN(nn.Module):
    n_classes: int = 20

    @nn.compact
    def __call__(self, x, train: bool):
        x = nn.Conv(8, (3, 3))(x)
        x = nn.relu(x)
        x = nn.Dropout(0.3, deterministic=not train)(x)
        x = x.mean(axis=(1, 2))
        return nn.Dense(self.n_classes)(x)
