import equinox as eqx
import jax
import jax.numpy as jnp


def val_mse(model, x, y):
    return jnp.mean((jax.vmap(model)(x) - y) ** 2)


class ValidationHook:
    def __init__(self, x, y):
        self.x = x
        self.y = y
        self.scores = {}

    def __call__(self, epoch, model):
        score = float(eqx.filter_jit(val_mse)(model, self.x, self.y))
        self.scores[epoch] = score
        return score
