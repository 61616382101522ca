import flax.linen as nn
import jax


class FrictionNet(nn.Module):
    width: int
    softplus_beta: float

    def act(self, x):
        return jax.nn.softplus(self.softplus_beta * x) / self.softplus_beta

    @nn.compact
    def __call__(self, v):
        h = self.act(nn.Dense(self.width)(v[:, None]))
        h = self.act(nn.Dense(self.width)(h))
        return nn.Dense(1)(h)[:, 0]


def build_model(cfg):
    return FrictionNet(width=cfg["width"], softplus_beta=cfg["softplus_beta"])
