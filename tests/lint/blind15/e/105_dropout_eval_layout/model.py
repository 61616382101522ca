import functools

import flax.linen as nn
import jax


class DropoutMLP(nn.Module):
    @nn.compact
    def __call__(self, x, deterministic):
        x = nn.relu(nn.Dense(32)(x))
        x = nn.Dropout(0.2)(x, deterministic=deterministic)
        return nn.Dense(2)(x)


net = DropoutMLP()


@functools.partial(jax.jit, static_argnames="deterministic")
def predict(params, x, key, deterministic):
    return net.apply({"params": params}, x, deterministic, rngs={"dropout": key})
