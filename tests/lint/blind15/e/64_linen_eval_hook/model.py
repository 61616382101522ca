import flax.linen as nn


class MLP(nn.Module):
    hidden: int = 32
    classes: int = 4

    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(self.hidden)(x))
        return nn.Dense(self.classes)(x)
