import haiku as hk
import jax


def vib_net(x, is_training):
    h = hk.Linear(32)(x)
    h = hk.BatchNorm(create_scale=True, create_offset=True, decay_rate=0.9)(h, is_training)
    return hk.Linear(2)(jax.nn.relu(h))


net = hk.transform_with_state(vib_net)
