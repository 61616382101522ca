import flax.linen as nn


class TinyOCR(nn.Module):
    n_classes: int = 30

    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(48)(x.reshape(x.shape[0], -1)))
        return nn.Dense(self.n_classes)(x)
