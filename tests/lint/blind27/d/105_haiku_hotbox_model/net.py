import haiku as hk
import jax


def hotbox_net(x, is_training):
    h = hk.Linear(32)(x)
    h = hk.BatchNorm(create_scale=True, create_offset=True, decay_rate=0.9)(h, is_training)
    h = jax.nn.relu(h)
    return hk.Linear(1)(h).squeeze(-1)


net = hk.without_apply_rng(hk.transform_with_state(hotbox_net))
