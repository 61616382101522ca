import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from transforms import RandomScaleCrop


class ConvClassifier(eqx.Module):
    conv1: eqx.nn.Conv2d
    conv2: eqx.nn.Conv2d
    head: eqx.nn.Linear

    def __init__(self, key):
        k1, k2, k3 = jax.random.split(key, 3)
        self.conv1 = eqx.nn.Conv2d(1, 8, 3, padding=1, key=k1)
        self.conv2 = eqx.nn.Conv2d(8, 8, 3, padding=1, key=k2)
        self.head = eqx.nn.Linear(8, 4, key=k3)

    def __call__(self, x):
        x = jax.nn.relu(self.conv1(x))
        x = jax.nn.relu(self.conv2(x))
        return self.head(x.mean(axis=(1, 2)))


optim = optax.adam(3e-3)


@eqx.filter_jit
def train_step(model, opt_state, x, y):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(jax.vmap(m)(x), y).mean()

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    images = rng.normal(size=(48, 1, 32, 32)).astype(np.float32)
    labels = rng.integers(0, 4, size=48).astype(np.int32)
    for n, c in enumerate(labels):
        images[n, 0, c * 8:c * 8 + 8] += 1.0
    model = ConvClassifier(jax.random.PRNGKey(0))
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    augment = RandomScaleCrop(20, 32)
    for epoch in range(5):
        for i in range(0, 48, 16):
            x = augment(images[i:i + 16].transpose(0, 2, 3, 1)).transpose(0, 3, 1, 2)
            model, opt_state, loss = train_step(model, opt_state, x, labels[i:i + 16])
        print(epoch, augment.last_size, float(loss))


if __name__ == "__main__":
    main()
