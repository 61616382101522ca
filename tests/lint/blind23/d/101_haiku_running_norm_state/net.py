import haiku as hk
import jax
import jax.numpy as jnp


def engagement_net(x, is_training):
    x = hk.BatchNorm(create_scale=True, create_offset=True, decay_rate=0.9)(x, is_training)
    x = jax.nn.relu(hk.Linear(16)(x))
    return hk.Linear(1)(x)[:, 0]


net = hk.transform_with_state(engagement_net)
