import jax
import jax.numpy as jnp
import optax

from model import SubrogationModel

model = SubrogationModel()
tx = optax.adam(2e-3)


@jax.jit
def subro_step(params, opt_state, x, y, dropout_key):
    def loss_fn(p):
        logits = model.apply(p, x, True, rngs={"dropout": dropout_key})
        return optax.sigmoid_binary_cross_entropy(logits, y).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss
