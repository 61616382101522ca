import flax.linen as nn


class Classifier(nn.Module):
    hidden: int
    n_classes: int

    @nn.compact
    def __call__(self, x):
        return nn.Dense(self.n_classes)(nn.tanh(nn.Dense(self.hidden)(x)))
