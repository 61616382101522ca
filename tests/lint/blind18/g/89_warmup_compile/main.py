import jax
import jax.numpy as jnp
import numpy as np
import optax

from trainer import Trainer

tx = optax.adam(1e-2)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        pred = x @ p["w"] + p["b"]
        return optax.huber_loss(pred, y).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def loader(x, y, bs):
    for i in range(0, len(x), bs):
        yield x[i:i + bs], y[i:i + bs]


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 7)).astype(np.float32)
    y = (x[:, :1] * 2 - x[:, 1:2]).astype(np.float32)
    params = {"w": jnp.zeros((7, 1)), "b": jnp.zeros(1)}
    trainer = Trainer(params, tx, train_step, batch_size=16, num_features=7)
    print("warmup s", round(trainer.warmup(), 3))
    loss, times = trainer.fit(loader(x, y, 16))
    print("loss", loss, "first step s", round(times[0], 3))


if __name__ == "__main__":
    main()
