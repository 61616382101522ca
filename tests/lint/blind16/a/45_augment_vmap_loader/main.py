import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn

from data import train_batches


class Net(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(8, (3, 3))(x))
        return nn.Dense(3)(x.mean(axis=(1, 2)))


model = Net()
tx = optax.sgd(0.1)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply(p, x), y).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    images = rng.uniform(size=(32, 10, 10, 3)).astype(np.float32)
    labels = rng.integers(0, 3, size=32).astype(np.int32)
    params = model.init(jax.random.PRNGKey(0), images[:1])
    opt_state = tx.init(params)
    key = jax.random.PRNGKey(42)
    for epoch in range(2):
        key, sub = jax.random.split(key)
        for xb, yb in train_batches(images, labels, 8, sub):
            params, opt_state, loss = train_step(params, opt_state, xb, yb)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
