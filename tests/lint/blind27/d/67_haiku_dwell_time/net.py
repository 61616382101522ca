import haiku as hk
import jax


def dwell_net(x, is_training=True):
    h = jax.nn.relu(hk.Linear(32)(x))
    if is_training:
        h = hk.dropout(hk.next_rng_key(), 0.2, h)
    return hk.Linear(1)(h).squeeze(-1)


net = hk.transform(dwell_net)
