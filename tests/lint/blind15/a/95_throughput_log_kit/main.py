import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn

from profiling import ThroughputLogger


class ConvNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(16, (3, 3))(x))
        x = nn.relu(nn.Conv(16, (3, 3), strides=(2, 2))(x))
        return nn.Dense(10)(jnp.mean(x, axis=(1, 2)))


model = ConvNet()
tx = optax.sgd(0.05, momentum=0.9)


def train_step(params, opt_state, images, labels):
    def loss_fn(p):
        logits = model.apply({"params": p}, images)
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    images = rng.normal(size=(16, 12, 12, 3)).astype(np.float32)
    labels = rng.integers(0, 10, size=(16,)).astype(np.int32)
    params = model.init(jax.random.PRNGKey(0), images[:1])["params"]
    opt_state = tx.init(params)
    step_fn = jax.jit(train_step)
    log = ThroughputLogger(step_fn, every=2)
    for step in range(8):
        params, opt_state, loss = step_fn(params, opt_state, images, labels)
        log(step, params, opt_state, images, labels)


if __name__ == "__main__":
    main()
