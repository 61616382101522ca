import flax.linen as nn


class CharNgramClassifier(nn.Module):
    n_langs: int
    hidden: int = 32

    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(self.hidden)(x))
        return nn.Dense(self.n_langs)(x)
