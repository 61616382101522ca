import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn

from mining import select_hard_examples


class Net(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(8, (3, 3))(x))
        return nn.Dense(5)(x.mean(axis=(1, 2)))


model = Net()
tx = optax.sgd(0.05)


@jax.jit
def per_example_loss(params, x, y):
    return optax.softmax_cross_entropy_with_integer_labels(model.apply(params, x), y)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        return per_example_loss(p, x, y).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    images = rng.normal(size=(96, 8, 8, 3)).astype(np.float32)
    labels = rng.integers(0, 5, size=96).astype(np.int32)
    params = model.init(jax.random.PRNGKey(0), images[:1])
    opt_state = tx.init(params)
    for i in range(0, 96, 16):
        xb, yb = images[i:i + 16], labels[i:i + 16]
        losses = per_example_loss(params, xb, yb)
        hx, hy = select_hard_examples(xb, yb, losses, threshold=float(np.mean(losses)))
        params, opt_state, loss = train_step(params, opt_state, hx, hy)
    print(float(loss))


if __name__ == "__main__":
    main()
