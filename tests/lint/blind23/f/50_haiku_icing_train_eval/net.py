import haiku as hk
import jax


def icing_net(x, is_training):
    h = jax.nn.relu(hk.Linear(48)(x))
    if is_training:
        h = hk.dropout(hk.next_rng_key(), 0.2, h)
    h = jax.nn.relu(hk.Linear(48)(h))
    return hk.Linear(1)(h)[:, 0]


icing = hk.transform(icing_net)
