import jax
import optax


def make_train_step(model, tx):
    def train_step(params, opt_state, a, b, same):
        def loss_fn(p):
            ea = model.apply({"params": p}, a)
            eb = model.apply({"params": p}, b)
            d = ((ea - eb) ** 2).sum(-1)
            return (same * d + (1 - same) * jax.nn.relu(1.0 - d)).mean()

        loss, grads = jax.value_and_grad(loss_fn)(params)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    return jax.jit(train_step)
