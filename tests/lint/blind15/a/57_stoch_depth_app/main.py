import jax
import jax.numpy as jnp
import numpy as np
import optax
import equinox as eqx

from evaluation import mc_accuracy
from model import StochasticDepthNet
from steps import forward

optim = optax.adam(1e-3)


@eqx.filter_jit
def train_step(model, opt_state, images, labels, key):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(forward(m, images, key), labels).mean()

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    images = rng.normal(size=(16, 3, 8, 8)).astype(np.float32)
    labels = rng.integers(0, 10, size=(16,)).astype(np.int32)
    key = jax.random.key(0)
    model = StochasticDepthNet(jax.random.key(1))
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    for epoch in range(3):
        key, sub = jax.random.split(key)
        model, opt_state, loss = train_step(model, opt_state, images, labels, sub)
        train_acc = jnp.mean(jnp.argmax(forward(model, images, sub), -1) == labels)
        print(epoch, float(loss), float(train_acc), mc_accuracy(model, images, labels))


if __name__ == "__main__":
    main()
