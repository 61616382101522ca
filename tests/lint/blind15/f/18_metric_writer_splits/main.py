from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
import optax


@partial(jax.jit, static_argnames=("prefix",))
def summarize(values, prefix):
    return {
        f"{prefix}/mean": jnp.mean(values),
        f"{prefix}/std": jnp.std(values),
        f"{prefix}/max": jnp.max(values),
    }


class MetricWriter:
    def __init__(self):
        self.rows = []

    def write(self, epoch, split, values):
        stats = summarize(jnp.asarray(values), prefix=split)
        row = {"epoch": epoch}
        row.update({k: float(v) for k, v in stats.items()})
        self.rows.append(row)
        return row


tx = optax.adam(1e-2)
STEPS_PER_EPOCH = 5


def per_example_loss(params, x, y):
    return (x @ params - y) ** 2


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        losses = per_example_loss(p, x, y)
        return losses.mean(), losses

    (loss, losses), grads = jax.value_and_grad(loss_fn, has_aux=True)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


@jax.jit
def eval_losses(params, x, y):
    return per_example_loss(params, x, y)


def main():
    rng = np.random.default_rng(0)
    true_w = np.array([0.5, -1.0, 2.0], np.float32)
    params = jnp.zeros(3)
    opt_state = tx.init(params)
    vx = rng.normal(size=(40, 3)).astype(np.float32)
    vy = vx @ true_w
    writer = MetricWriter()
    for epoch in range(4):
        train_losses = []
        for _ in range(STEPS_PER_EPOCH):
            x = rng.normal(size=(16, 3)).astype(np.float32)
            params, opt_state, loss = train_step(params, opt_state, x, x @ true_w)
            train_losses.append(loss)
        print(writer.write(epoch, "train", jnp.stack(train_losses)))
        print(writer.write(epoch, "val", eval_losses(params, vx, vy)))


if __name__ == "__main__":
    main()
