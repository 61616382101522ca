import flax.linen as nn


class StayValueNet(nn.Module):
    hidden: int = 32
    n_out: int = 1

    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(self.hidden)(x))
        return nn.Dense(self.n_out)(x)[..., 0]


def build_model(cfg):
    return StayValueNet(hidden=cfg["hidden"])
