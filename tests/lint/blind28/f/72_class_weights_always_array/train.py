import jax
import jax.numpy as jnp
import optax

tx = optax.sgd(0.05)


@jax.jit
def reweighted_step(params, opt_state, x, y, weights):
    def loss_fn(p):
        ce = optax.softmax_cross_entropy_with_integer_labels(jnp.tanh(x @ p["w1"]) @ p["w2"], y)
        ce = ce * weights[y]
        return ce.mean()

    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss
