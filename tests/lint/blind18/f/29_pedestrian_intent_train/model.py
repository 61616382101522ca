import flax.linen as nn


class IntentClassifier(nn.Module):
    hidden: int = 32

    @nn.compact
    def __call__(self, tracks):
        h = nn.relu(nn.Dense(self.hidden)(tracks))
        h = h.mean(axis=1)
        return nn.Dense(2)(h)
