import functools

import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import linen as nn

from accumulate import accumulated_grads


class Tabular(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(1)(nn.relu(nn.Dense(64)(x)))[:, 0]


model = Tabular()
tx = optax.adam(1e-3)
BATCH, N_MICRO = 96, 3


def mse(params, x, y):
    return jnp.mean((model.apply(params, x) - y) ** 2)


@functools.partial(jax.jit, static_argnames="n_micro")
def train_step(params, opt_state, x, y, n_micro):
    loss, grads = accumulated_grads(mse, params, x, y, n_micro)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(384, 16)).astype(np.float32)
    y = (x[:, :4].sum(1) + 0.1 * rng.normal(size=384)).astype(np.float32)
    params = model.init(jax.random.PRNGKey(0), x[:1])
    opt_state = tx.init(params)
    for epoch in range(2):
        for i in range(0, 384, BATCH):
            params, opt_state, loss = train_step(params, opt_state, x[i:i + BATCH], y[i:i + BATCH],
                                                 n_micro=N_MICRO)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
