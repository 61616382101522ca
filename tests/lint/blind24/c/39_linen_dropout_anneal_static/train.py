from functools import partial
import jax
import optax

tx = optax.adam(1e-2)


@partial(jax.jit, static_argnums=0)
def attrition_mlp_step(model, params, opt_state, x, y, key):
    def loss_fn(p):
        logits = model.apply(p, x, train=True, rngs={"dropout": key})
        return optax.sigmoid_binary_cross_entropy(logits, y).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss
