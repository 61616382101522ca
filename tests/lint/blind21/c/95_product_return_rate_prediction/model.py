import equinox as eqx
import jax
import jax.numpy as jnp


class ReturnRateNet(eqx.Module):
    hidden: eqx.nn.Linear
    dropout: eqx.nn.Dropout
    out: eqx.nn.Linear

    def __init__(self, n_in, key):
        k1, k2 = jax.random.split(key)
        self.hidden = eqx.nn.Linear(n_in, 32, key=k1)
        self.dropout = eqx.nn.Dropout(0.3)
        self.out = eqx.nn.Linear(32, 1, key=k2)

    def __call__(self, x, key):
        h = jax.nn.relu(self.hidden(x))
        h = self.dropout(h, key=key)
        return jax.nn.sigmoid(self.out(h))[0]


@eqx.filter_jit
def batch_loss(model, x, y, key):
    keys = jax.random.split(key, x.shape[0])
    p = jax.vmap(model)(x, keys)
    return -jnp.mean(y * jnp.log(p + 1e-6) + (1 - y) * jnp.log(1 - p + 1e-6))
