import jax
import jax.numpy as jnp
import optax

from data import N_ORI, N_UNITS, population_responses, train_batches, validation_set

tx = optax.sgd(0.1, momentum=0.9)


def logits_fn(params, X):
    return X @ params["W"] + params["b"]


@jax.jit
def evaluate(params, batch):
    X, y = batch
    logits = logits_fn(params, X)
    loss = optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    return loss, (logits.argmax(-1) == y).mean()


@jax.jit
def update(params, opt_state, batch):
    grads = jax.grad(lambda p: evaluate(p, batch)[0])(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state


def main():
    X, y = population_responses(256, seed=0)
    params = {"W": jnp.zeros((N_UNITS, N_ORI)), "b": jnp.zeros((N_ORI,))}
    opt_state = tx.init(params)
    val = validation_set()
    for epoch in range(3):
        for batch in train_batches(X, y, 64):
            params, opt_state = update(params, opt_state, batch)
        tr_loss, tr_acc = evaluate(params, batch)
        va_loss, va_acc = evaluate(params, val)
        print(f"epoch {epoch}: train acc {float(tr_acc):.2f} val acc {float(va_acc):.2f}")


if __name__ == "__main__":
    main()
