import haiku as hk
import jax


def _fatigue_net(x, is_training):
    x = hk.Linear(32)(x)
    x = hk.BatchNorm(create_scale=True, create_offset=True, decay_rate=0.9)(x, is_training)
    return hk.Linear(1)(jax.nn.relu(x))[:, 0]


fatigue_net = hk.without_apply_rng(hk.transform_with_state(_fatigue_net))
