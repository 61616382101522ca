import jax
import jax.numpy as jnp
import numpy as np
import optax

from data import BatchLoader, mine_hard_examples

EPOCHS = 5
BATCH_SIZE = 16


def init(key, in_dim=27, classes=4):
    return {"w": jax.random.normal(key, (in_dim, classes)) * 0.05, "b": jnp.zeros(classes)}


def logits_fn(params, x):
    return x.reshape(x.shape[0], -1) @ params["w"] + params["b"]


opt = optax.sgd(0.1)


@jax.jit
def per_sample_loss(params, images, labels):
    return optax.softmax_cross_entropy_with_integer_labels(logits_fn(params, images), labels)


@jax.jit
def sgd_step(params, opt_state, images, labels):
    loss, grads = jax.value_and_grad(lambda p: per_sample_loss(p, images, labels).mean())(params)
    updates, opt_state = opt.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    images = rng.uniform(size=(128, 3, 3, 3)).astype(np.float32)
    labels = rng.integers(0, 4, size=128)
    params = init(jax.random.PRNGKey(0))
    opt_state = opt.init(params)
    for epoch in range(EPOCHS):
        losses = np.asarray(per_sample_loss(params, images, labels))
        hard_x, hard_y = mine_hard_examples(images, labels, losses)
        loader = BatchLoader(hard_x, hard_y, BATCH_SIZE, seed=epoch)
        for x, y in loader:
            params, opt_state, loss = sgd_step(params, opt_state, x, y)
        print(f"epoch {epoch}: {len(hard_x)} hard examples, {len(loader)} batches, loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
