import jax
import optax


def make_train_step(model, tx):
    def loss_fn(params, x, y):
        logits = model.apply(params, x)
        return optax.sigmoid_binary_cross_entropy(logits, y).mean()

    @jax.jit
    def train_step(params, opt_state, x, y):
        loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    return train_step


def step_decay(epoch, base=3e-3, drop=0.5, every=2):
    return base * drop ** (epoch // every)
