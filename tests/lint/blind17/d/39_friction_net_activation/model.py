from typing import Callable

import flax.linen as nn
import jax


class FrictionNet(nn.Module):
    width: int
    act: Callable

    @nn.compact
    def __call__(self, v):
        h = self.act(nn.Dense(self.width)(v[:, None]))
        h = self.act(nn.Dense(self.width)(h))
        return nn.Dense(1)(h)[:, 0]


def build_model(cfg):
    beta = cfg["softplus_beta"]
    return FrictionNet(width=cfg["width"], act=lambda x: jax.nn.softplus(beta * x) / beta)
