import jax
import jax.numpy as jnp
import optax


def logits_fn(params, x):
    return jax.nn.relu(x @ params["w1"] + params["b1"]) @ params["w2"]


def make_train_step(tx):
    @jax.jit
    def train_step(params, opt_state, x, y):
        def loss_fn(p):
            return optax.softmax_cross_entropy_with_integer_labels(logits_fn(p, x), y).mean()

        loss, g = jax.value_and_grad(loss_fn)(params)
        updates, opt_state = tx.update(g, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    return train_step
