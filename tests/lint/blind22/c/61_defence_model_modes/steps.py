import functools

import jax
import optax

from model import PressureNet

net = PressureNet()
tx = optax.adam(1e-3)


@functools.partial(jax.jit, static_argnames=("train",))
def forward(variables, x, train):
    if train:
        out, updates = net.apply(variables, x, True, mutable=["batch_stats"])
        return out, updates["batch_stats"]
    return net.apply(variables, x, False), variables["batch_stats"]
