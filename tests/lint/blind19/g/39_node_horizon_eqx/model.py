import equinox as eqx
import jax
import jax.numpy as jnp


class ODEFunc(eqx.Module):
    mlp: eqx.nn.MLP

    def __init__(self, key):
        self.mlp = eqx.nn.MLP(2, 2, 32, 2, activation=jax.nn.softplus, key=key)

    def __call__(self, y):
        return self.mlp(y)


def rollout(func, y0, dt, n_steps):
    def body(y, _):
        y = y + dt * func(y)
        return y, y

    _, ys = jax.lax.scan(body, y0, None, length=n_steps)
    return ys
