import haiku as hk
import jax
import jax.numpy as jnp


def _fog_classifier(x, is_training):
    x = hk.Linear(32)(x)
    x = hk.BatchNorm(True, True, 0.9)(x, is_training)
    x = jax.nn.relu(x)
    return hk.Linear(1)(x)[..., 0]


fog_net = hk.transform_with_state(_fog_classifier)
