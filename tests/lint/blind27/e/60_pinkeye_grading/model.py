import haiku as hk
import jax


def _net(x, dropout_rate):
    h = jax.nn.relu(hk.Linear(32)(x))
    if hk.running_init() or dropout_rate > 0:
        key = hk.maybe_next_rng_key()
        if key is not None:
            h = hk.dropout(key, dropout_rate, h)
    return hk.Linear(3)(h)


network = hk.transform(_net)
