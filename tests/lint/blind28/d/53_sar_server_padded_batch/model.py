import flax.linen as nn


class LeadSegmenter(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(8, (3, 3))(x))
        return nn.Conv(1, (1, 1))(x)[..., 0]
