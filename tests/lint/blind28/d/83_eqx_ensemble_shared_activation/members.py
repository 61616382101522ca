import equinox as eqx
import jax


def make_member(key):
    return eqx.nn.MLP(3, 1, 16, 2, activation=jax.nn.softplus, key=key)
