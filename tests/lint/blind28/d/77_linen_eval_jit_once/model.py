import flax.linen as nn


class FreeboardNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        # waveform features (leading-edge width, peakiness, sigma0) -> radar freeboard
        x = nn.tanh(nn.Dense(24)(x))
        return nn.Dense(1)(x)[:, 0]
