import flax.linen as nn

class CalibratedTopicModel(nn.Module):
    n_topics: int = 6
    temperature: float = 1.0

    @nn.compact
    def __call__(self, x):
        return nn.Dense(self.n_topics)(nn.gelu(nn.Dense(32)(x))) / self.temperature
