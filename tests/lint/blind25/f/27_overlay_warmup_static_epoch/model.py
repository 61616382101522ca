import flax.linen as nn


class OverlayNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        feat = nn.relu(nn.Dense(32, name="encoder")(x))
        return nn.Dense(2, name="head")(feat)  # predicted dx, dy (nm)
