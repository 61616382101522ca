import flax.linen as nn


class JumpHeightNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(1)(nn.relu(nn.Dense(16)(x)))[:, 0]


net = JumpHeightNet()
