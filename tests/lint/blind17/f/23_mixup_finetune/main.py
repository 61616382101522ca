import jax
import jax.numpy as jnp
import optax
from flax import linen as nn

from data import MixupLoader, load_synthetic

NUM_CLASSES = 4


class SmallCNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = x.astype(jnp.float32)
        x = jnp.where(x.max() > 1.0, x / 255.0, x)
        x = nn.relu(nn.Conv(8, (3, 3))(x))
        x = x.mean(axis=(1, 2))
        return nn.Dense(NUM_CLASSES)(x)


model = SmallCNN()
tx = optax.adam(1e-3)


@jax.jit
def train_step(params, opt_state, images, targets):
    def loss_fn(p):
        logits = model.apply(p, images)
        return optax.softmax_cross_entropy(logits, targets).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    images, labels = load_synthetic(64, 8, NUM_CLASSES)
    loader = MixupLoader(images, labels, NUM_CLASSES, batch_size=16, seed=2)
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 8, 8, 3)))
    opt_state = tx.init(params)
    for epoch in range(2):
        for x, y in loader:
            params, opt_state, loss = train_step(params, opt_state, x, y)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
