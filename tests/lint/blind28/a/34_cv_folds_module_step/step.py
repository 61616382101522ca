import jax
import jax.numpy as jnp
import optax
import flax.linen as nn


class SpendModel(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(1)(nn.tanh(nn.Dense(16)(x)))[:, 0]


MODEL = SpendModel()
TX = optax.adam(1e-2)


@jax.jit
def spend_fold_step(params, opt_state, x, y):
    def loss(p):
        return jnp.mean((MODEL.apply(p, x) - y) ** 2)
    l, g = jax.value_and_grad(loss)(params)
    upd, opt_state = TX.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, l


@jax.jit
def spend_fold_eval(params, x, y):
    return jnp.sqrt(jnp.mean((MODEL.apply(params, x) - y) ** 2))
