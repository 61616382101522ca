import jax
import jax.numpy as jnp
import numpy as np
import optax

from loader import AugmentedLoader

tx = optax.adam(1e-3)


def logits_fn(params, images):
    x = images.reshape(images.shape[0], -1)
    return x @ params["w"] + params["b"]


@jax.jit
def train_step(params, opt_state, images, labels):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(logits_fn(p, images), labels).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    images = rng.integers(0, 256, size=(96, 6, 6), dtype=np.uint8)
    labels = rng.integers(0, 10, size=96).astype(np.int32)
    params = {"w": jnp.zeros((36, 10)), "b": jnp.zeros(10)}
    opt_state = tx.init(params)
    loader = AugmentedLoader(images, labels, batch_size=16, flip_prob=0.5, seed=0)
    for epoch in range(2):
        for xb, yb in loader:
            params, opt_state, loss = train_step(params, opt_state, xb, yb)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
