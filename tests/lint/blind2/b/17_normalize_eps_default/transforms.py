import jax
import jax.numpy as jnp


@jax.jit
def standardize(batch, mean, std, eps=1e-5):
    return (batch - mean) / (std + eps)


class TrainTransform:
    def __init__(self, mean, std):
        self.mean, self.std = mean, std

    def __call__(self, batch):
        x = standardize(batch, self.mean, self.std)
        return x + 0.01 * jnp.sign(x)


class EvalTransform:
    def __init__(self, mean, std, eps=1e-5):
        self.mean, self.std, self.eps = mean, std, eps

    def __call__(self, batch):
        return standardize(batch, self.mean, self.std, eps=self.eps)
