import equinox as eqx
import jax
import jax.numpy as jnp
import optax


class LambGrowthNet(eqx.Module):
    mlp: eqx.nn.MLP
    huber_delta: float

    def __init__(self, key, huber_delta=1.0):
        self.mlp = eqx.nn.MLP(5, 1, 32, 2, key=key)
        self.huber_delta = huber_delta

    def __call__(self, x):
        return self.mlp(x)[0]


optim = optax.adam(1e-2)


@eqx.filter_jit
def train_step(model, opt_state, x, y):
    def loss(m):
        pred = jax.vmap(m)(x)
        return jnp.mean(optax.huber_loss(pred, y, delta=m.huber_delta))
    l, g = eqx.filter_value_and_grad(loss)(model)
    updates, opt_state = optim.update(g, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, l
