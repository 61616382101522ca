import haiku as hk
import jax
import jax.numpy as jnp


def _yield_net(x, dropout_rate):
    h = jax.nn.swish(hk.Linear(64)(x))
    if dropout_rate > 0:
        h = hk.dropout(hk.next_rng_key(), dropout_rate, h)
    h = jax.nn.swish(hk.Linear(32)(h))
    return jax.nn.sigmoid(hk.Linear(1)(h))[:, 0]


net = hk.transform(lambda x, dropout_rate=0.0: _yield_net(x, dropout_rate))


@jax.jit
def predict_yield(params, rng, x):
    if rng is None:
        return net.apply(params, None, x)
    keys = jax.random.split(rng, 16)
    samples = jax.vmap(lambda k: net.apply(params, k, x, 0.2))(keys)
    return samples.mean(0), samples.std(0)
