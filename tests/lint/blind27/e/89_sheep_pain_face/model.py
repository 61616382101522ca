import haiku as hk
import jax


def _pain_net(x, rate):
    h = jax.nn.gelu(hk.Linear(24)(x))
    h = hk.dropout(hk.next_rng_key(), rate, h)
    return hk.Linear(1)(h)[:, 0]


pain_net = hk.transform(_pain_net)
