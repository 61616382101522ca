import haiku as hk
import jax
import jax.numpy as jnp


def viability_net(x, is_training):
    x = hk.Linear(64)(x)
    x = jax.nn.relu(x)
    if is_training:
        x = hk.dropout(hk.next_rng_key(), 0.3, x)
    return hk.Linear(1)(x)[:, 0]


viability = hk.transform(lambda x: viability_net(x, True))
