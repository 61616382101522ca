import flax.linen as nn


class LanguageIdNet(nn.Module):
    n_langs: int
    dim: int = 24

    @nn.compact
    def __call__(self, char_ngrams, train: bool = False):
        x = nn.Dense(self.dim)(char_ngrams)
        x = nn.Dropout(0.1, deterministic=not train)(nn.relu(x))
        return nn.Dense(self.n_langs)(x)
