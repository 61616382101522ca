import flax.linen as nn
import jax
import jax.numpy as jnp
import numpy as np
import optax

from augment import augmented_batches


class PatchNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(16, (3, 3), strides=2)(x))
        x = nn.relu(nn.Conv(32, (3, 3), strides=2)(x))
        return nn.Dense(2)(x.mean(axis=(1, 2)))


net = PatchNet()
tx = optax.sgd(0.05, momentum=0.9)


@jax.jit
def train_step(params, opt_state, images, labels):
    def loss_fn(p):
        logits = net.apply(p, images)
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    images = rng.random((40, 32, 32, 3), dtype=np.float32)
    labels = rng.integers(0, 2, size=40)
    params = net.init(jax.random.PRNGKey(0), jnp.zeros((1, 32, 32, 3)))
    opt_state = tx.init(params)
    for step, (x, y) in enumerate(augmented_batches(rng, images, labels, 8, steps=6)):
        params, opt_state, loss = train_step(params, opt_state, x, y)
        print(step, x.shape, float(loss))


if __name__ == "__main__":
    main()
