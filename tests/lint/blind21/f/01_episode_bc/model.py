import flax.linen as nn


class Policy(nn.Module):
    act_dim: int
    hidden: int = 64

    @nn.compact
    def __call__(self, obs):
        x = nn.relu(nn.Dense(self.hidden)(obs))
        x = nn.relu(nn.Dense(self.hidden)(x))
        return nn.tanh(nn.Dense(self.act_dim)(x))
