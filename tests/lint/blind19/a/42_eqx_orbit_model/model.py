import equinox as eqx
import jax
import jax.numpy as jnp


class AccelNet(eqx.Module):
    mlp: eqx.nn.MLP

    def __init__(self, key):
        self.mlp = eqx.nn.MLP(4, 2, 32, 2, activation=jax.nn.tanh, key=key)

    def __call__(self, state):
        return self.mlp(state)


def rollout(model, state0, dt, n_steps):
    def body(s, _):
        a = model(s)
        v = s[2:] + dt * a
        x = s[:2] + dt * v
        s = jnp.concatenate([x, v])
        return s, x

    _, xs = jax.lax.scan(body, state0, None, length=n_steps)
    return xs
