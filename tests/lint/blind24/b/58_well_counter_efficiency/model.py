import flax.linen as nn
import jax
import jax.numpy as jnp
import optax


class WellCounterEfficiency(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(1)(nn.softplus(nn.Dense(24)(x)))[:, 0]


net = WellCounterEfficiency()
tx = optax.inject_hyperparams(optax.adam)(learning_rate=1e-2)


@jax.jit
def step(params, opt_state, x, y):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((net.apply(p, x) - y) ** 2))(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss
