import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn

from evaluation import evaluate


class Net(nn.Module):
    @nn.compact
    def __call__(self, x, train=True):
        x = nn.Conv(8, (3, 3))(x)
        x = nn.BatchNorm(use_running_average=not train)(x)
        x = nn.relu(x)
        x = jnp.mean(x, axis=(1, 2))
        return nn.Dense(10)(x)


model = Net()
tx = optax.adam(1e-3)


@jax.jit
def train_step(params, batch_stats, opt_state, x, y):
    def loss_fn(p):
        logits, updates = model.apply({"params": p, "batch_stats": batch_stats}, x,
                                      train=True, mutable=["batch_stats"])
        loss = optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
        return loss, updates["batch_stats"]

    (loss, batch_stats), grads = jax.value_and_grad(loss_fn, has_aux=True)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), batch_stats, opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(32, 8, 8, 3)).astype(np.float32)
    y = rng.integers(0, 10, size=(32,)).astype(np.int32)
    vx = rng.normal(size=(32, 8, 8, 3)).astype(np.float32)
    vy = rng.integers(0, 10, size=(32,)).astype(np.int32)
    variables = model.init(jax.random.PRNGKey(0), x[:1], train=False)
    params, batch_stats = variables["params"], variables["batch_stats"]
    opt_state = tx.init(params)
    for epoch in range(4):
        for i in range(0, 32, 16):
            params, batch_stats, opt_state, loss = train_step(
                params, batch_stats, opt_state, x[i:i + 16], y[i:i + 16])
        acc = evaluate(model, {"params": params, "batch_stats": batch_stats}, vx, vy)
        print(f"epoch {epoch} loss {float(loss):.3f} val_acc {acc:.3f}")


if __name__ == "__main__":
    main()
