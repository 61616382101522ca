import haiku as hk
import jax


def bruise_net(x, is_training):
    h = hk.Linear(32)(x)
    h = hk.BatchNorm(create_scale=True, create_offset=True, decay_rate=0.9)(h, is_training)
    h = jax.nn.relu(h)
    return hk.Linear(2)(h)


model = hk.without_apply_rng(hk.transform_with_state(bruise_net))
