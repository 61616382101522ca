import math

import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn

from ensemble import make_ensemble_predict


class Net(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(8, (3, 3))(x))
        return nn.Dense(10)(jnp.mean(x, axis=(1, 2)))


model = Net()
CYCLE = 3
schedule = optax.sgdr_schedule([dict(init_value=0.0, peak_value=0.1, warmup_steps=1,
                                     decay_steps=CYCLE, end_value=1e-3)] * 4)
tx = optax.sgd(schedule, momentum=0.9)


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
    params = model.init(jax.random.PRNGKey(0), x[:1])["params"]
    opt_state = tx.init(params)
    predict = make_ensemble_predict(model)
    snapshots = []
    for step in range(1, 4 * CYCLE + 1):
        params, opt_state, loss = train_step(params, opt_state, x, y)
        if step % CYCLE == 0:
            snapshots.append(params)
            probs = predict(snapshots, x)
            acc = float(jnp.mean(jnp.argmax(probs, -1) == y))
            print(f"step {step} members {len(snapshots)} ensemble acc {acc:.3f}")


if __name__ == "__main__":
    main()
