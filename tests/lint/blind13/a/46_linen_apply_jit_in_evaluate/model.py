import flax.linen as nn


class PatchClassifier(nn.Module):
    n_classes: int = 5

    @nn.compact
    def __call__(self, x):
        x = x.reshape(x.shape[0], -1)
        x = nn.relu(nn.Dense(32)(x))
        return nn.Dense(self.n_classes)(x)
