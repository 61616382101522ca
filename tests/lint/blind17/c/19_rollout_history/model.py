import equinox as eqx
import jax
import jax.numpy as jnp


class StepModel(eqx.Module):
    net: eqx.nn.MLP

    def __init__(self, n, key):
        self.net = eqx.nn.MLP(n, n, 32, 2, key=key)

    def __call__(self, x):
        return x + 0.1 * jax.vmap(self.net)(x)


@eqx.filter_jit
def advance(model, x):
    return model(x)


@jax.jit
def trajectory_energy(history):
    return jnp.mean(history ** 2, axis=(1, 2))
