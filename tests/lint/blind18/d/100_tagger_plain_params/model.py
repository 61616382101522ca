import flax.linen as nn


class MoodTagger(nn.Module):
    n_tags: int = 5

    @nn.compact
    def __call__(self, feats):
        return nn.Dense(self.n_tags)(nn.relu(nn.Dense(32)(feats)))
