import jax
import jax.numpy as jnp
from net import carcass_net


@jax.jit
def eval_batch(params, x, y):
    pred = carcass_net.apply(params, x)
    return jnp.sum(jnp.abs(pred - y)), pred.shape[0]


def mean_abs_error(params, x, y, batch_size=50):
    total, count = 0.0, 0
    for i in range(0, len(x), batch_size):
        err, n = eval_batch(params, x[i:i + batch_size], y[i:i + batch_size])
        total += float(err)
        count += int(n)
    return total / count
