import haiku as hk
import jax


def _forward(x, is_training):
    h = jax.nn.relu(hk.Linear(32)(x))
    if is_training:
        h = hk.dropout(hk.next_rng_key(), 0.2, h)
    return hk.Linear(2)(h)


net = hk.transform(_forward)
apply = jax.jit(net.apply, static_argnums=3)
