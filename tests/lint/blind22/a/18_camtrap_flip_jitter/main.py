import equinox as eqx
import jax
import jax.numpy as jnp
import optax

from loader import TrapLoader

N_CLASSES = 4


class SmallCNN(eqx.Module):
    conv1: eqx.nn.Conv2d
    conv2: eqx.nn.Conv2d
    head: eqx.nn.Linear

    def __init__(self, key):
        k1, k2, k3 = jax.random.split(key, 3)
        self.conv1 = eqx.nn.Conv2d(3, 8, 3, stride=2, key=k1)
        self.conv2 = eqx.nn.Conv2d(8, 16, 3, stride=2, key=k2)
        self.head = eqx.nn.Linear(16, N_CLASSES, key=k3)

    def __call__(self, x):
        x = jnp.transpose(x, (2, 0, 1))
        x = jax.nn.relu(self.conv1(x))
        x = jax.nn.relu(self.conv2(x))
        return self.head(x.mean(axis=(1, 2)))


optim = optax.adam(1e-3)


@eqx.filter_jit
def train_step(model, opt_state, images, labels):
    x = images.astype(jnp.float32) / 255.0

    def loss_fn(m):
        logits = jax.vmap(m)(x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss


def main():
    model = SmallCNN(jax.random.PRNGKey(0))
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    loader = TrapLoader(n_images=64, n_classes=N_CLASSES, batch_size=16)
    for epoch in range(2):
        for images, labels in loader:
            model, opt_state, loss = train_step(model, opt_state, images, labels)
        print(f"epoch {epoch} loss {float(loss):.3f}")


if __name__ == "__main__":
    main()
