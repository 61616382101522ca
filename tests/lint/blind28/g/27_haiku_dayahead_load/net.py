import haiku as hk
import jax
import jax.numpy as jnp


def _forward(inputs):
    load_hist, weather = inputs
    h = jnp.concatenate([load_hist, weather], axis=-1)
    h = jax.nn.relu(hk.Linear(32)(h))
    return hk.Linear(24)(h)


net = hk.without_apply_rng(hk.transform(_forward))


@jax.jit
def forecast_day(params, inputs):
    return net.apply(params, inputs)


@jax.jit
def fit(params, inputs, target):
    def loss(p):
        return jnp.mean((net.apply(p, inputs) - target) ** 2)
    l, g = jax.value_and_grad(loss)(params)
    return jax.tree_util.tree_map(lambda a, b: a - 0.01 * b, params, g), l
