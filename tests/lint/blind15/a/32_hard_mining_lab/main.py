import jax
import jax.numpy as jnp
import numpy as np
import optax
import equinox as eqx

from mining import HardExampleBank


class Net(eqx.Module):
    conv: eqx.nn.Conv2d
    fc: eqx.nn.Linear

    def __init__(self, key):
        k1, k2 = jax.random.split(key)
        self.conv = eqx.nn.Conv2d(1, 4, 3, key=k1)
        self.fc = eqx.nn.Linear(4, 10, key=k2)

    def __call__(self, x):
        return self.fc(jnp.mean(jax.nn.relu(self.conv(x)), axis=(1, 2)))


optim = optax.sgd(0.05)


@eqx.filter_jit
def step(model, opt_state, x, y, w):
    def loss_fn(m):
        per_example = optax.softmax_cross_entropy_with_integer_labels(jax.vmap(m)(x), y)
        return jnp.sum(per_example * w) / jnp.maximum(w.sum(), 1.0), per_example

    (loss, per_example), grads = eqx.filter_value_and_grad(loss_fn, has_aux=True)(model)
    updates, opt_state = optim.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, per_example


def main():
    rng = np.random.default_rng(0)
    model = Net(jax.random.PRNGKey(0))
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    bank = HardExampleBank((1, 8, 8))
    for it in range(5):
        x = rng.normal(size=(32, 1, 8, 8)).astype(np.float32)
        y = rng.integers(0, 10, size=(32,)).astype(np.int32)
        model, opt_state, losses = step(model, opt_state, x, y, np.ones((32,), np.float32))
        bank.add(x, y, losses)
        model, opt_state, _ = step(model, opt_state, bank.images, bank.labels, bank.weights)
        print(it, len(bank), float(losses.mean()))


if __name__ == "__main__":
    main()
