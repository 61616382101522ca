import jax
import jax.numpy as jnp
import numpy as np
import optax
import equinox as eqx

from augment import random_erasing


class CNN(eqx.Module):
    layers: list

    def __init__(self, key):
        k1, k2 = jax.random.split(key)
        self.layers = [eqx.nn.Conv2d(1, 8, 3, key=k1), eqx.nn.Linear(8, 10, key=k2)]

    def __call__(self, x):
        x = jax.nn.relu(self.layers[0](x))
        return self.layers[1](jnp.mean(x, axis=(1, 2)))


optim = optax.adam(1e-3)


@eqx.filter_jit
def train_step(model, opt_state, images, labels, seed):
    images = random_erasing(jax.random.PRNGKey(seed), images)

    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(jax.vmap(m)(images), labels).mean()

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    images = rng.normal(size=(16, 1, 10, 10)).astype(np.float32)
    labels = rng.integers(0, 10, size=(16,)).astype(np.int32)
    model = CNN(jax.random.PRNGKey(0))
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    for step in range(6):
        model, opt_state, loss = train_step(model, opt_state, images, labels, step)
        print(step, float(loss))


if __name__ == "__main__":
    main()
