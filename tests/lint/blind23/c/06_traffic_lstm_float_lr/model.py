import jax
import jax.numpy as jnp
import flax.linen as nn


class TrafficForecaster(nn.Module):
    hidden: int = 32

    @nn.compact
    def __call__(self, x):
        cell = nn.OptimizedLSTMCell(self.hidden)
        carry = cell.initialize_carry(jax.random.PRNGKey(0), x[:, 0].shape)
        scan = nn.scan(lambda c, carry, xt: c(carry, xt), variable_broadcast="params",
                       split_rngs={"params": False}, in_axes=1, out_axes=1)
        carry, ys = scan(cell, carry, x)
        return nn.Dense(1)(ys[:, -1])[:, 0]


model = TrafficForecaster()


@jax.jit
def sgd_step(params, x, y, lr):
    def loss(p):
        return jnp.mean((model.apply(p, x) - y) ** 2)
    l, g = jax.value_and_grad(loss)(params)
    params = jax.tree_util.tree_map(lambda p, gi: p - lr * gi, params, g)
    return params, l
