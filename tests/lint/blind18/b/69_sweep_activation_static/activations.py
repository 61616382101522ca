import functools

import jax


def get_activation(name):
    if name == "ssp":
        # shifted softplus, as in SchNet
        return lambda x: jax.nn.softplus(x) - 0.6931472
    if name == "leaky":
        return functools.partial(jax.nn.leaky_relu, negative_slope=0.05)
    if name == "silu":
        return jax.nn.silu
    raise KeyError(name)
