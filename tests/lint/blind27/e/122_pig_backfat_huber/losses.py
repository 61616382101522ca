import jax.numpy as jnp


class HuberLoss:
    def __init__(self, delta=1.0):
        self.delta = delta

    def __call__(self, err):
        a = jnp.abs(err)
        return jnp.where(a < self.delta, 0.5 * err ** 2, self.delta * (a - 0.5 * self.delta)).mean()


def make_loss(cfg):
    return HuberLoss(cfg["delta"])
