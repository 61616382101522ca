import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn

from registry import CheckpointRegistry, build_predictor


class Net(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(8, (3, 3))(x))
        return nn.Dense(10)(jnp.mean(x, axis=(1, 2)))


model = Net()
tx = optax.sgd(0.1)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply({"params": p}, x), y).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(16, 8, 8, 3)).astype(np.float32)
    y = rng.integers(0, 10, size=(16,)).astype(np.int32)
    vx = rng.normal(size=(16, 8, 8, 3)).astype(np.float32)
    vy = rng.integers(0, 10, size=(16,)).astype(np.int32)
    params = model.init(jax.random.PRNGKey(0), x[:1])["params"]
    opt_state = tx.init(params)
    registry = CheckpointRegistry()
    for step in range(1, 9):
        params, opt_state, _ = train_step(params, opt_state, x, y)
        if step % 2 == 0:
            registry.save(step, params)

    best = None
    for step in registry.steps():
        predict = build_predictor(model, registry.load(step))
        acc = float(jnp.mean(jnp.argmax(predict(vx), -1) == vy))
        if best is None or acc > best[1]:
            best = (step, acc)
        print(f"checkpoint {step} val_acc {acc:.3f}")
    print("best", best)


if __name__ == "__main__":
    main()
