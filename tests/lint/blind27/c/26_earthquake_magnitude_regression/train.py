import jax
import jax.numpy as jnp
import optax

from net import net

opt = optax.adam(1e-2)


def mse(params, x, y):
    return jnp.mean((net.apply(params, x) - y) ** 2)


@jax.jit
def fit_step(params, state, x, y):
    l, g = jax.value_and_grad(mse)(params, x, y)
    u, state = opt.update(g, state)
    return optax.apply_updates(params, u), state, l


def evaluate(params, x, y):
    predict = jax.jit(net.apply)
    return float(jnp.mean(jnp.abs(predict(params, x) - y)))
