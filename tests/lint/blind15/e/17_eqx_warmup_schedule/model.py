import equinox as eqx
import jax
import jax.numpy as jnp


class Regressor(eqx.Module):
    mlp: eqx.nn.MLP

    def __init__(self, key):
        self.mlp = eqx.nn.MLP(4, 1, width_size=16, depth=2, key=key)

    def __call__(self, x):
        return jax.vmap(self.mlp)(x)


class TrainState(eqx.Module):
    model: Regressor
    step: int
    base_lr: float = 0.05
    warmup: int = 10

    def lr(self):
        return self.base_lr * jnp.minimum(1.0, (self.step + 1) / self.warmup)
