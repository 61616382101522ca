from typing import Callable

import flax.linen as nn


class AUCRegressor(nn.Module):
    hidden: int = 32
    act: Callable = nn.gelu

    @nn.compact
    def __call__(self, x):
        return nn.Dense(1)(self.act(nn.Dense(self.hidden)(x)))[:, 0]


def build_model(cfg):
    return AUCRegressor(hidden=cfg["hidden"], act=lambda h: nn.gelu(h, approximate=False))
