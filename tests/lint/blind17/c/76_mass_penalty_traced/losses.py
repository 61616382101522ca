import jax.numpy as jnp


def data_loss(pred, target):
    return jnp.mean((pred - target) ** 2)


def mass_residual(pred, inputs):
    return jnp.mean((pred.sum(axis=-1) - inputs.sum(axis=-1)) ** 2)


class AdaptiveWeight:
    def __init__(self, init=1.0, momentum=0.5):
        self.value = init
        self.momentum = momentum

    def update(self, data_term, physics_term):
        ratio = data_term / max(physics_term, 1e-8)
        self.value = round(self.momentum * self.value + (1 - self.momentum) * ratio, 3)
        return self.value
