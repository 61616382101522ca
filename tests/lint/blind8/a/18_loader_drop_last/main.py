import jax
import jax.numpy as jnp
import numpy as np
import optax

from pipeline import ArrayLoader, easiest_fraction

NUM_EPOCHS = 5
BATCH_SIZE = 32


def init(key, d_in=36, n_cls=4):
    return {"w": jax.random.normal(key, (d_in, n_cls)) * 0.01, "b": jnp.zeros(n_cls)}


tx = optax.sgd(0.05, momentum=0.9)


@jax.jit
def step(params, opt_state, images, labels):
    def loss_fn(p):
        logits = images.reshape(images.shape[0], -1) @ p["w"] + p["b"]
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    images = rng.normal(size=(250, 6, 6)).astype(np.float32)
    labels = rng.integers(0, 4, size=250).astype(np.int32)
    difficulty = rng.random(250)  # e.g. per-example loss of a reference model

    params = init(jax.random.PRNGKey(0))
    opt_state = tx.init(params)
    for epoch in range(NUM_EPOCHS):
        keep = easiest_fraction(difficulty, epoch, NUM_EPOCHS)
        loader = ArrayLoader(images[keep], labels[keep], BATCH_SIZE, seed=epoch)
        for x, y in loader:
            params, opt_state, loss = step(params, opt_state, x, y)
        print(f"epoch {epoch}: {len(keep)} examples, {len(loader)} batches, loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
