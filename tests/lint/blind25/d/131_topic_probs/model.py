import flax.linen as nn

class HeadnoteScorer(nn.Module):
    hidden: int = 32
    n_topics: int = 6

    @nn.compact
    def __call__(self, x):
        return nn.Dense(self.n_topics)(nn.gelu(nn.Dense(self.hidden)(x)))
