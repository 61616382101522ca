import jax
import jax.numpy as jnp
import optax

tx = optax.adam(1e-3)


def logits_fn(params, x):
    h = jax.nn.relu(x.reshape(x.shape[0], -1) @ params["w1"])
    return h @ params["w2"]


@jax.jit
def clickbait_step(params, opt_state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(logits_fn(p, x), y).mean()

    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss
