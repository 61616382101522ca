import equinox as eqx
import jax
import jax.numpy as jnp


class EMARegressor(eqx.Module):
    net: eqx.nn.MLP
    ema_loss: jax.Array
    n_updates: jax.Array

    def __init__(self, key):
        self.net = eqx.nn.MLP(3, 1, width_size=16, depth=1, key=key)
        self.ema_loss = jnp.zeros(())
        self.n_updates = jnp.zeros((), jnp.int32)

    def __call__(self, x):
        return self.net(x)[0]
