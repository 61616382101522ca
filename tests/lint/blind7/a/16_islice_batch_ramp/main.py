import itertools

import jax
import jax.numpy as jnp
import numpy as np

from stream import batch_size_schedule, chunked, click_stream

N_USERS, N_ITEMS, DIM = 50, 40, 8


@jax.jit
def logistic_step(params, users, items, clicks):
    def loss_fn(p):
        logit = jnp.sum(p["u"][users] * p["i"][items], -1) + p["b"]
        return jnp.mean(jnp.logaddexp(0.0, logit) - clicks * logit)

    loss, g = jax.value_and_grad(loss_fn)(params)
    return jax.tree_util.tree_map(lambda a, b: a - 0.1 * b, params, g), loss


params = {"u": 0.1 * jax.random.normal(jax.random.PRNGKey(0), (N_USERS, DIM)),
          "i": 0.1 * jax.random.normal(jax.random.PRNGKey(1), (N_ITEMS, DIM)),
          "b": jnp.zeros(())}
stream = click_stream(N_USERS, N_ITEMS)
for epoch in range(5):
    bs = batch_size_schedule(epoch)
    for chunk in itertools.islice(chunked(stream, bs), 2):
        users, items, clicks = map(np.asarray, zip(*chunk))
        params, loss = logistic_step(params, users, items, clicks.astype(np.float32))
    print(epoch, bs, float(loss))
