import haiku as hk
import jax
import numpy as np
import optax


def _forward(words):
    x = hk.Flatten()(words)
    x = jax.nn.relu(hk.Linear(64)(x))
    return hk.Linear(50)(x)


forward = hk.without_apply_rng(hk.transform(_forward))
tx = optax.adam(2e-3)


@jax.jit
def update(params, opt_state, images, labels):
    def loss_fn(p):
        logits = forward.apply(p, images)
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def iterate(images, labels, batch_size, rng):
    order = rng.permutation(len(labels))
    steps = len(order) // batch_size
    for s in range(steps):
        idx = order[s * batch_size:(s + 1) * batch_size]
        yield images[idx], labels[idx]


def main():
    rng = np.random.default_rng(9)
    images = rng.random((70, 12, 40)).astype(np.float32)
    labels = rng.integers(0, 50, 70).astype(np.int32)
    params = forward.init(jax.random.PRNGKey(0), images[:1])
    opt_state = tx.init(params)
    for epoch in range(3):
        for xb, yb in iterate(images, labels, 16, rng):
            params, opt_state, loss = update(params, opt_state, xb, yb)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
