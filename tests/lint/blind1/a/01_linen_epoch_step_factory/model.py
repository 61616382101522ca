import flax.linen as nn


class MLP(nn.Module):
    hidden: int = 32
    num_classes: int = 4

    @nn.compact
    def __call__(self, x):
        x = nn.Dense(self.hidden)(x)
        x = nn.relu(x)
        x = nn.Dense(self.hidden)(x)
        x = nn.relu(x)
        return nn.Dense(self.num_classes)(x)
