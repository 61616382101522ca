import flax.linen as nn

class ClauseMLP(nn.Module):
    hidden: int = 64
    n_classes: int = 5

    @nn.compact
    def __call__(self, x, train: bool):
        x = nn.Dense(self.hidden)(x)
        x = nn.relu(x)
        x = nn.Dropout(0.2, deterministic=not train)(x)
        return nn.Dense(self.n_classes)(x)
