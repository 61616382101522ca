import flax.linen as nn
import jax
import jax.numpy as jnp
import numpy as np
import optax

from transforms import RandomScaleCrop

STEPS = 6


class FCN(nn.Module):
    """Fully convolutional classifier, so it accepts any input resolution."""

    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(8, (3, 3), strides=2)(x))
        x = nn.relu(nn.Conv(16, (3, 3), strides=2)(x))
        return nn.Dense(10)(x.mean(axis=(1, 2)))


model = FCN()
tx = optax.sgd(0.05, momentum=0.9)


@jax.jit
def train_step(params, opt_state, images, labels):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply(p, images), labels).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    images = rng.uniform(size=(8, 32, 32, 3)).astype(np.float32)
    labels = rng.integers(0, 10, size=8)
    params = model.init(jax.random.PRNGKey(0), images)
    opt_state = tx.init(params)
    crop = RandomScaleCrop(seed=1)
    for step in range(STEPS):
        batch = crop(images)
        params, opt_state, loss = train_step(params, opt_state, batch, labels)
        print(f"step {step}: input {batch.shape[1]}x{batch.shape[2]} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
