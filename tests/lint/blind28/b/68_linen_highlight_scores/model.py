import flax.linen as nn


class ReplayFrameScorer(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.Dense(32)(x)
        x = nn.gelu(x)
        return nn.Dense(1)(x)[..., 0]
