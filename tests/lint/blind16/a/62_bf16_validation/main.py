import jax
import jax.numpy as jnp
import optax
import flax.linen as nn

from data import HalfPrecisionLoader, synthetic


class Net(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(8, (3, 3), dtype=jnp.bfloat16)(x))
        return nn.Dense(4, dtype=jnp.bfloat16)(x.mean(axis=(1, 2))).astype(jnp.float32)


model = Net()
tx = optax.adam(1e-3)


@jax.jit
def logits_fn(params, x):
    return model.apply(params, x)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(logits_fn(p, x), y).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def validate(params, images, labels):
    logits = logits_fn(params, jnp.asarray(images, jnp.bfloat16))
    return float((logits.argmax(-1) == labels).mean())


def main():
    train_x, train_y = synthetic(32, 0)
    val_x, val_y = synthetic(16, 1)
    loader = HalfPrecisionLoader(train_x, train_y, batch_size=16)
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 8, 8, 3), jnp.bfloat16))
    opt_state = tx.init(params)
    for epoch in range(3):
        for x, y in loader:
            params, opt_state, loss = train_step(params, opt_state, x, y)
            train_acc = float((logits_fn(params, x).argmax(-1) == y).mean())
        print(epoch, float(loss), train_acc, validate(params, val_x, val_y))


if __name__ == "__main__":
    main()
