import flax.linen as nn


class EruptionClassifier(nn.Module):
    hidden: int = 32

    @nn.compact
    def __call__(self, x, train: bool):
        x = nn.Dense(self.hidden)(x)
        x = nn.relu(x)
        x = nn.Dropout(0.2, deterministic=not train)(x)
        return nn.Dense(3)(x)
