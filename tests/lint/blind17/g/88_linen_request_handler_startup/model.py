import flax.linen as nn


class IntentClassifier(nn.Module):
    n_intents: int = 5
    hidden: int = 32

    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(self.hidden)(x))
        return nn.softmax(nn.Dense(self.n_intents)(x))
