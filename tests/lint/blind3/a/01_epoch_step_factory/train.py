import jax
import jax.numpy as jnp
import optax


def make_train_step(model, tx):
    def train_step(params, opt_state, x, y):
        def loss_fn(p):
            logits = model.apply(p, x)
            return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

        loss, grads = jax.value_and_grad(loss_fn)(params)
        updates, opt_state = tx.update(grads, opt_state, params)
        params = optax.apply_updates(params, updates)
        return params, opt_state, loss

    return jax.jit(train_step)


def make_eval_step(model):
    @jax.jit
    def eval_step(params, x, y):
        logits = model.apply(params, x)
        return jnp.mean(jnp.argmax(logits, -1) == y)

    return eval_step
