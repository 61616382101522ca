import functools

import jax


def shifted_softplus(x):
    # as in SchNet
    return jax.nn.softplus(x) - 0.6931472


leaky_relu_005 = functools.partial(jax.nn.leaky_relu, negative_slope=0.05)

ACTIVATIONS = {"ssp": shifted_softplus, "leaky": leaky_relu_005, "silu": jax.nn.silu}


def get_activation(name):
    return ACTIVATIONS[name]
