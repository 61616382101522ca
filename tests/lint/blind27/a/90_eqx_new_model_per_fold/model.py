import jax
import equinox as eqx


def make_model(key):
    return eqx.nn.MLP(7, 1, width_size=20, depth=2, activation=jax.nn.softplus, key=key)
