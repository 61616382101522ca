import jax
import jax.numpy as jnp
import optax
from model import SheepScabNet

net = SheepScabNet()
tx = optax.adam(3e-3)


@jax.jit
def scab_step(params, opt_state, x, y, key):
    def loss_fn(p):
        z = net.apply(p, x, deterministic=False, rngs={"dropout": key})
        return optax.sigmoid_binary_cross_entropy(z, y).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    u, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, u), opt_state, loss
