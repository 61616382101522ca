import flax.linen as nn

class CREScorer(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(1)(nn.gelu(nn.Dense(32)(x)))[:, 0]
