import jax
import jax.numpy as jnp
import optax


def make_train_step(model, tx):
    def train_step(params, opt_state, batch):
        def loss_fn(p):
            logits = model.apply(p, batch["x"])
            return optax.softmax_cross_entropy_with_integer_labels(logits, batch["y"]).mean()

        loss, grads = jax.value_and_grad(loss_fn)(params)
        updates, opt_state = tx.update(grads, opt_state, params)
        params = optax.apply_updates(params, updates)
        return params, opt_state, loss

    return jax.jit(train_step)


def run_epoch(model, tx, params, opt_state, batches):
    step = make_train_step(model, tx)
    losses = []
    for batch in batches:
        params, opt_state, loss = step(params, opt_state, batch)
        losses.append(loss)
    return params, opt_state, jnp.stack(losses).mean()
