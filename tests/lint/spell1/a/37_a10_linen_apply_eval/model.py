import flax.linen as nn


class MLP(nn.Module):
    hidden: int = 32
    n_classes: int = 3

    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(self.hidden)(x))
        return nn.Dense(self.n_classes)(x)
