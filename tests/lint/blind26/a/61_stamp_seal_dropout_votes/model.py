import jax
import haiku as hk


def seal_net(x, is_training):
    h = jax.nn.relu(hk.Linear(48)(x))
    if is_training:
        h = hk.dropout(hk.next_rng_key(), 0.3, h)
    return hk.Linear(6)(h)


net = hk.transform(seal_net)


@jax.jit
def dropout_apply(params, key, x):
    return net.apply(params, key, x, True)
