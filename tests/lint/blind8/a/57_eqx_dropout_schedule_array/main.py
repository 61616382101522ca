import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import TextClassifier, set_dropout

EPOCHS = 5
optim = optax.adam(3e-3)


def dropout_for_epoch(epoch, start=0.5, end=0.1):
    return start + (end - start) * epoch / (EPOCHS - 1)


@eqx.filter_jit
def train_step(model, opt_state, tokens, labels, key):
    def loss_fn(m):
        keys = jax.random.split(key, tokens.shape[0])
        logits = jax.vmap(m)(tokens, keys)
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    tokens = rng.integers(0, 50, size=(3, 16, 10)).astype(np.int32)
    labels = rng.integers(0, 2, size=(3, 16)).astype(np.int32)
    model = set_dropout(TextClassifier(50, 16, 2, p=0.5, key=jax.random.PRNGKey(0)), 0.5)
    opt_state = optim.init(eqx.filter(model, eqx.is_inexact_array))
    key = jax.random.PRNGKey(1)
    for epoch in range(EPOCHS):
        model = set_dropout(model, dropout_for_epoch(epoch))
        for tb, lb in zip(tokens, labels):
            key, sub = jax.random.split(key)
            model, opt_state, loss = train_step(model, opt_state, tb, lb, sub)
        print(f"epoch {epoch}: dropout {float(model.dropout.p):.2f} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
