import haiku as hk
import jax


def _forward(x, is_training):
    x = hk.Linear(32)(x)
    x = hk.BatchNorm(create_scale=True, create_offset=True, decay_rate=0.9)(x, is_training)
    x = jax.nn.relu(x)
    return hk.Linear(1)(x)[:, 0]


forward = hk.without_apply_rng(hk.transform_with_state(_forward))
