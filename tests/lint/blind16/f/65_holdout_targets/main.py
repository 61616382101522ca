import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import linen as nn

from datasets import RowDataset, batched, holdout_batches


class Yield(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(1)(nn.relu(nn.Dense(32)(x)))[:, 0]


model = Yield()
tx = optax.adam(2e-3)


@jax.jit
def train_step(params, opt_state, x, y):
    loss, grads = jax.value_and_grad(lambda p: jnp.mean((model.apply(p, x) - y) ** 2))(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


@jax.jit
def eval_step(params, x, y):
    return jnp.mean(jnp.abs(model.apply(params, x) - y.reshape(-1)))


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(448, 7)).astype(np.float32)
    targets = np.stack([x[:, 0] - x[:, 2], x[:, 1] * 0.5], axis=1).astype(np.float32)
    train = RowDataset(x[:320], targets[:320, 0])
    val = RowDataset(x[320:384], targets[320:384, 0])
    params = model.init(jax.random.PRNGKey(0), x[:1])
    opt_state = tx.init(params)
    for epoch in range(3):
        for xb, yb in batched(train, 32):
            params, opt_state, _ = train_step(params, opt_state, xb, yb)
        val_mae = np.mean([float(eval_step(params, xb, yb)) for xb, yb in batched(val, 32)])
        print(epoch, val_mae)
    holdout_mae = np.mean([float(eval_step(params, xb, yb))
                           for xb, yb in holdout_batches(x[384:], targets[384:], 32)])
    print("holdout", holdout_mae)


if __name__ == "__main__":
    main()
