import jax
import jax.numpy as jnp
import optax
import flax.linen as nn


class ProteinModel(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(1)(nn.gelu(nn.Dense(24)(x)))[:, 0]


model = ProteinModel()
opt = optax.adamw(3e-3, weight_decay=1e-4)


@jax.jit
def weighted_step(params, opt_state, xb, yb, wb):
    def loss_fn(p):
        err = (model.apply(p, xb) - yb) ** 2
        return jnp.sum(err * wb) / jnp.maximum(jnp.sum(wb), 1.0)
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = opt.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss
