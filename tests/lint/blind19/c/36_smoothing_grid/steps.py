import jax
import optax


def make_train_step(model, tx, num_classes):
    @jax.jit
    def train_step(params, opt_state, ids, labels, label_smoothing):
        def loss_fn(p):
            logits = model.apply(p, ids)
            targets = optax.smooth_labels(jax.nn.one_hot(labels, num_classes), label_smoothing)
            return optax.softmax_cross_entropy(logits, targets).mean()
        loss, grads = jax.value_and_grad(loss_fn)(params)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss
    return train_step
