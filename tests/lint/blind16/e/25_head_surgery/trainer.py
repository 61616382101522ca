import jax
import optax


def make_train_step(model, tx):
    def train_step(params, opt_state, x, y):
        def loss_fn(p):
            logits = model.apply({"params": p}, x)
            return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

        loss, grads = jax.value_and_grad(loss_fn)(params)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    return train_step


def fit(model, params, data, epochs, lr):
    tx = optax.adam(lr)
    opt_state = tx.init(params)
    for epoch in range(epochs):
        step = jax.jit(make_train_step(model, tx))
        for x, y in data:
            params, opt_state, loss = step(params, opt_state, x, y)
        print(f"  epoch {epoch}: loss {float(loss):.4f}")
    return params
