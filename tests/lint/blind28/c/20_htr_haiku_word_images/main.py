import jax
import numpy as np
import optax

from data import WordImageDataset
from net import forward

tx = optax.adam(2e-3)


@jax.jit
def update(params, opt_state, images, labels):
    def loss_fn(p):
        logits = forward.apply(p, images)
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    ds = WordImageDataset()
    rng = np.random.default_rng(0)
    params = forward.init(jax.random.PRNGKey(0), ds.images[:1])
    opt_state = tx.init(params)
    for epoch in range(3):
        for images, labels in ds.batches(16, rng):
            params, opt_state, loss = update(params, opt_state, images, labels)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
