import jax
import jax.numpy as jnp
import numpy as np
import optax

from callbacks import accuracy_callback
from model import TrapNet

SPECIES = ["empty", "deer", "boar", "fox", "badger", "hare"]


def trap_images(seed, n_batches, batch=16, size=32):
    rng = np.random.default_rng(seed)
    for _ in range(n_batches):
        images = rng.random((batch, size, size, 3), dtype=np.float32)
        labels = rng.integers(0, len(SPECIES), batch).astype(np.int32)
        yield images, labels


model = TrapNet(n_classes=len(SPECIES))
tx = optax.sgd(0.05, momentum=0.9)


@jax.jit
def train_step(params, opt_state, images, labels):
    def loss_fn(p):
        logits = model.apply(p, images)
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 32, 32, 3)))
    opt_state = tx.init(params)
    for epoch in range(3):
        for images, labels in trap_images(epoch, n_batches=4):
            params, opt_state, loss = train_step(params, opt_state, images, labels)
        accuracy_callback(model, params, list(trap_images(100, n_batches=2)), epoch)


if __name__ == "__main__":
    main()
