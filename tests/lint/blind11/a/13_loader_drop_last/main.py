import jax
import jax.numpy as jnp
import numpy as np

from loader import ImageLoader


@jax.jit
def train_step(w, images, labels):
    def loss_fn(w):
        logits = images.reshape(images.shape[0], -1) @ w
        return -jnp.mean(jnp.take_along_axis(jax.nn.log_softmax(logits), labels[:, None], 1))
    loss, g = jax.value_and_grad(loss_fn)(w)
    return w - 0.05 * g, loss


def main():
    rng = np.random.default_rng(0)
    images = rng.normal(size=(22, 4, 4, 1)).astype(np.float32)
    labels = rng.integers(0, 3, size=22).astype(np.int32)
    loader = ImageLoader(images, labels, batch_size=8)
    w = jnp.zeros((16, 3))
    for epoch in range(3):
        for x, y in loader:
            w, loss = train_step(w, x, y)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
