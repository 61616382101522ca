import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn

from losses import soft_dice, present_classes

NUM_CLASSES = 6


class SegHead(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(8, (3, 3))(x))
        return nn.Conv(NUM_CLASSES, (1, 1))(x)


model = SegHead()
tx = optax.adam(3e-3)


@jax.jit
def train_step(params, opt_state, images, masks, classes):
    def loss_fn(p):
        probs = jax.nn.softmax(model.apply({"params": p}, images), -1)
        onehot = jax.nn.one_hot(masks, NUM_CLASSES)
        return soft_dice(probs, onehot, classes)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def sample_batch(rng):
    images = rng.normal(size=(2, 12, 12, 3)).astype(np.float32)
    k = rng.integers(2, NUM_CLASSES + 1)
    masks = rng.choice(rng.permutation(NUM_CLASSES)[:k], size=(2, 12, 12)).astype(np.int32)
    return images, masks


def main():
    rng = np.random.default_rng(0)
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 12, 12, 3)))["params"]
    opt_state = tx.init(params)
    for step in range(8):
        images, masks = sample_batch(rng)
        classes = present_classes(masks, NUM_CLASSES)
        params, opt_state, loss = train_step(params, opt_state, images, masks, classes)
        print(step, np.flatnonzero(classes).tolist(), float(loss))


if __name__ == "__main__":
    main()
