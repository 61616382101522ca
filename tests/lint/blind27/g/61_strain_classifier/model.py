import flax.linen as nn


class StrainClassifier(nn.Module):
    """Assigns a yeast isolate to one of the house strains from growth-curve features."""
    n_strains: int = 4
    hidden: int = 32

    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(self.hidden)(x))
        return nn.Dense(self.n_strains)(x)
