import jax
import jax.numpy as jnp
import numpy as np
import optax


def random_flip(batch, rng, prob):
    if rng.random() < prob:
        return batch[:, :, ::-1] * 1.0
    return batch


def jitter(batch, rng, scale=4):
    noise = rng.integers(-scale, scale + 1, size=batch.shape)
    return np.clip(batch + noise, 0, 255)


class AugmentedLoader:
    def __init__(self, images, labels, batch_size, flip_prob, seed):
        self.images = images
        self.labels = labels
        self.batch_size = batch_size
        self.flip_prob = flip_prob
        self.rng = np.random.default_rng(seed)

    def __iter__(self):
        order = self.rng.permutation(len(self.images))
        for i in range(0, len(order), self.batch_size):
            idx = order[i:i + self.batch_size]
            batch = random_flip(self.images[idx], self.rng, self.flip_prob)
            yield batch, self.labels[idx]


tx = optax.adam(1e-3)


def logits_fn(params, images):
    x = images.reshape(images.shape[0], -1).astype(jnp.float32) / 255.0
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
