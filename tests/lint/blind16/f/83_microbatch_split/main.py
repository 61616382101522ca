import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import linen as nn

from accumulate import accumulate


class Tabular(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(1)(nn.relu(nn.Dense(64)(x)))[:, 0]


model = Tabular()


@jax.jit
def loss_and_grad(params, x, y):
    return jax.value_and_grad(lambda p: jnp.mean((model.apply(p, x) - y) ** 2))(params)


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(400, 16)).astype(np.float32)
    y = (x[:, :4].sum(1) + 0.1 * rng.normal(size=400)).astype(np.float32)
    params = model.init(jax.random.PRNGKey(0), x[:1])
    tx = optax.adam(1e-3)
    opt_state = tx.init(params)
    for epoch in range(2):
        for i in range(0, 400, 100):
            loss, grads = accumulate(loss_and_grad, params, x[i:i + 100], y[i:i + 100], n_micro=3)
            updates, opt_state = tx.update(grads, opt_state, params)
            params = optax.apply_updates(params, updates)
        print(epoch, loss)


if __name__ == "__main__":
    main()
