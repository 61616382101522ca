from typing import Callable

import flax.linen as nn
import jax.numpy as jnp


class Critic(nn.Module):
    hidden: int = 32
    activation: Callable = nn.tanh

    @nn.compact
    def __call__(self, s, a):
        x = jnp.concatenate([s, a], -1)
        x = self.activation(nn.Dense(self.hidden)(x))
        return nn.Dense(1)(x)[:, 0]


def build_critic(cfg):
    if cfg["activation"] == "leaky_relu":
        act = lambda x: nn.leaky_relu(x, negative_slope=0.2)
    else:
        act = getattr(nn, cfg["activation"])
    return Critic(hidden=cfg["hidden"], activation=act)
