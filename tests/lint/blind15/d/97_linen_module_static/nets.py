import flax.linen as nn
import jax.numpy as jnp


class Critic(nn.Module):
    hidden: int = 32
    activation: str = "tanh"

    @nn.compact
    def __call__(self, s, a):
        act = getattr(nn, self.activation)
        x = jnp.concatenate([s, a], -1)
        x = act(nn.Dense(self.hidden)(x))
        return nn.Dense(1)(x)[:, 0]


def build_critic(cfg):
    return Critic(hidden=cfg["hidden"], activation=cfg["activation"])
