import flax.linen as nn


class OnsetCNN(nn.Module):
    @nn.compact
    def __call__(self, spec, train: bool):
        h = nn.Conv(8, (3, 3))(spec[..., None])
        h = nn.BatchNorm(use_running_average=not train)(h)
        h = nn.relu(h).mean(axis=2)
        return nn.Dense(1)(h)[..., 0]
