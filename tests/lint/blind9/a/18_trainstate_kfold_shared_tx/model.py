import flax.linen as nn


class PatchClassifier(nn.Module):
    num_classes: int = 5

    @nn.compact
    def __call__(self, x, train: bool = False):
        x = x.reshape((x.shape[0], -1))
        x = nn.relu(nn.Dense(32)(x))
        x = nn.Dropout(0.1, deterministic=not train)(x)
        return nn.Dense(self.num_classes)(x)
