import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn

from augment import Compose, RandomResizedCrop, RandomFlip


class Net(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(8, (3, 3))(x))
        x = jnp.mean(x, axis=(1, 2))
        return nn.Dense(5)(x)


model = Net()
tx = optax.adam(1e-3)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply(p, x), y).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    images = rng.uniform(size=(64, 24, 24, 3)).astype(np.float32)
    labels = rng.integers(0, 5, size=64).astype(np.int32)
    augment = Compose(RandomResizedCrop(scale=(0.6, 1.0)), RandomFlip())
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 24, 24, 3)))
    opt_state = tx.init(params)
    for step in range(8):
        sl = slice((step % 4) * 16, (step % 4 + 1) * 16)
        xb = augment(images[sl])
        params, opt_state, loss = train_step(params, opt_state, xb, labels[sl])
    print(float(loss))


if __name__ == "__main__":
    main()
