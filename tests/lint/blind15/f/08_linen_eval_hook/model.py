import flax.linen as nn


class Classifier(nn.Module):
    hidden: int = 32
    classes: int = 3

    @nn.compact
    def __call__(self, x):
        x = nn.Dense(self.hidden)(x)
        x = nn.gelu(x)
        return nn.Dense(self.classes)(x)
