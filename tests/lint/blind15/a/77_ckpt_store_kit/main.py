import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn

from checkpoint import InMemoryCheckpointer


class Classifier(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(8, (3, 3))(x))
        x = jnp.mean(x, axis=(1, 2))
        return nn.Dense(10)(x)


model = Classifier()
tx = optax.sgd(0.1)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        logits = model.apply({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


@jax.jit
def eval_step(params, x, y):
    logits = model.apply({"params": params}, x)
    return jnp.mean(jnp.argmax(logits, -1) == y)


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(16, 8, 8, 3)).astype(np.float32)
    y = rng.integers(0, 10, size=(16,)).astype(np.int32)
    params = model.init(jax.random.PRNGKey(0), x[:1])["params"]
    opt_state = tx.init(params)
    ckpt = InMemoryCheckpointer()
    for step in range(6):
        params, opt_state, loss = train_step(params, opt_state, x, y)
        if step % 2 == 1:
            ckpt.save(step, params)
            print(f"step {step} loss {float(loss):.3f} acc {float(eval_step(params, x, y)):.3f}")

    best = ckpt.restore(params)
    print("restored step", ckpt.latest_step(), "acc", float(eval_step(best, x, y)))


if __name__ == "__main__":
    main()
