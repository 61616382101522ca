import jax
import jax.numpy as jnp
import numpy as np
import optax
import equinox as eqx

from loaders import ArrayLoader, ShardedValLoader


class MLP(eqx.Module):
    net: eqx.nn.MLP

    def __init__(self, key):
        self.net = eqx.nn.MLP(8 * 8, 10, 32, 2, key=key)

    def __call__(self, x):
        return self.net(x.reshape(-1))


optim = optax.adam(1e-3)


@eqx.filter_jit
def train_step(model, opt_state, batch):
    x, y = batch

    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(jax.vmap(m)(x), y).mean()

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss


@eqx.filter_jit
def eval_step(model, batch):
    x, y = batch
    return jnp.sum(jnp.argmax(jax.vmap(model)(x), -1) == y)


def accuracy(model, loader):
    correct = total = 0
    for batch in loader:
        correct += int(eval_step(model, batch))
        total += len(batch[1])
    return correct / total


def main():
    rng = np.random.default_rng(0)
    images = rng.normal(size=(64, 8, 8)).astype(np.float32)
    labels = rng.integers(0, 10, size=(64,)).astype(np.int32)
    shards = [{"images": rng.normal(size=(16, 8, 8)).astype(np.float32),
               "labels": rng.integers(0, 10, size=(16,)).astype(np.int32)} for _ in range(2)]
    train_loader = ArrayLoader(images, labels, 16, shuffle=True)
    train_eval_loader = ArrayLoader(images[:32], labels[:32], 16, shuffle=False)
    val_loader = ShardedValLoader(shards)
    model = MLP(jax.random.PRNGKey(0))
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    for epoch in range(2):
        for batch in train_loader:
            model, opt_state, loss = train_step(model, opt_state, batch)
        print(epoch, float(loss), accuracy(model, train_eval_loader), accuracy(model, val_loader))


if __name__ == "__main__":
    main()
