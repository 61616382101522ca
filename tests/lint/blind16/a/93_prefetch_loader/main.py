import jax
import jax.numpy as jnp
import optax
import flax.linen as nn

from data import CachedLoader, make_images


class Classifier(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(8, (3, 3))(x))
        return nn.Dense(4)(x.mean(axis=(1, 2)))


model = Classifier()
tx = optax.adam(1e-3)


@jax.jit
def train_step(params, opt_state, images, labels):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply(p, images), labels).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    images, labels = make_images()
    loader = CachedLoader(images, labels, batch_size=16)
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 12, 12, 3)))
    opt_state = tx.init(params)
    for epoch in range(3):
        for x, y in loader:
            params, opt_state, loss = train_step(params, opt_state, x, y)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
