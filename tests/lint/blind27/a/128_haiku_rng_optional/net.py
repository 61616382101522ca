import haiku as hk
import jax


def _mortality_net(x, dropout_rate):
    h = jax.nn.relu(hk.Linear(32)(x))
    if dropout_rate > 0:
        h = hk.dropout(hk.next_rng_key(), dropout_rate, h)
    return hk.Linear(1)(h)[:, 0]


net = hk.transform(_mortality_net)
