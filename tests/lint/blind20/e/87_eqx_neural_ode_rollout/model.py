import equinox as eqx
import jax
import jax.numpy as jnp


class VectorField(eqx.Module):
    mlp: eqx.nn.MLP

    def __init__(self, key):
        self.mlp = eqx.nn.MLP(3, 2, width_size=16, depth=2, activation=jnp.tanh, key=key)

    def __call__(self, x, u):
        return self.mlp(jnp.concatenate([x, u]))


def rollout(model, x0, u_seq, dt):
    def f(x, u):
        x = x + dt * model(x, u)
        return x, x
    return jax.lax.scan(f, x0, u_seq)[1]
