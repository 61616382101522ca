import flax.linen as nn


class DrumTranscriber(nn.Module):
    n_drums: int = 3

    @nn.compact
    def __call__(self, spec, train: bool):
        h = nn.Dense(32)(spec)
        h = nn.Dropout(0.2, deterministic=not train)(nn.relu(h))
        return nn.Dense(self.n_drums)(h)
