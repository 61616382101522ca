import flax.linen as nn


class SceneTagger(nn.Module):
    n_tags: int = 5

    @nn.compact
    def __call__(self, x, train: bool):
        x = nn.Dense(64)(x)
        x = nn.relu(x)
        x = nn.Dropout(0.3, deterministic=not train)(x)
        return nn.Dense(self.n_tags)(x)
