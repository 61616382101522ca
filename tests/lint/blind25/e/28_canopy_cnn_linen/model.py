import flax.linen as nn

class CanopyNet(nn.Module):
    n_species: int = 4

    @nn.compact
    def __call__(self, x, train: bool):
        x = nn.Conv(8, (3, 3))(x)
        x = nn.relu(x)
        x = x.mean(axis=(1, 2))
        x = nn.Dropout(0.2, deterministic=not train)(x)
        return nn.Dense(self.n_species)(x)
