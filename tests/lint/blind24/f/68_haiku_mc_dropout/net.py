import jax
import haiku as hk


def _forward(x, dropout_rate=0.1):
    h = jax.nn.relu(hk.Linear(32)(x))
    h = hk.dropout(hk.next_rng_key(), dropout_rate, h)
    h = jax.nn.relu(hk.Linear(32)(h))
    h = hk.dropout(hk.next_rng_key(), dropout_rate, h)
    return hk.Linear(1)(h)[:, 0]


net = hk.transform(_forward)
stochastic_apply = jax.jit(net.apply)
