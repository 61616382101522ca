from functools import partial

import flax.linen as nn
import jax
import jax.numpy as jnp


class Net(nn.Module):
    @nn.compact
    def __call__(self, x, deterministic):
        h = nn.gelu(nn.Dense(48)(x))
        h = nn.Dropout(0.25)(h, deterministic=deterministic)
        return nn.Dense(3)(h)


net = Net()


@partial(jax.jit, static_argnames=("deterministic",))
def predict_probs(params, x, key, deterministic):
    keys = jax.random.split(key, 6)
    logits = jax.vmap(lambda k: net.apply(params, x, deterministic, rngs={"dropout": k}))(keys)
    return jax.nn.softmax(logits, -1).mean(0)
