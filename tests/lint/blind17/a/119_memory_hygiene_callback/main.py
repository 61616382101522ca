import jax
import jax.numpy as jnp
import numpy as np
import optax

from callbacks import MemoryHygiene, PrintLoss

tx = optax.adam(1e-2)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        pred = jnp.tanh(x @ p["w1"]) @ p["w2"]
        return jnp.mean((pred - y) ** 2)
    loss, g = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 10)).astype(np.float32)
    y = (x[:, 0] * 2 - x[:, 1]).astype(np.float32)
    params = {"w1": jnp.asarray(rng.normal(size=(10, 16)).astype(np.float32) * 0.3),
              "w2": jnp.zeros(16)}
    opt_state = tx.init(params)
    hygiene, printer = MemoryHygiene(), PrintLoss()
    for epoch in range(4):
        for i in range(0, 64, 16):
            params, opt_state, loss = train_step(params, opt_state, x[i:i + 16], y[i:i + 16])
        printer.on_epoch_end(epoch, float(loss))
        hygiene.on_epoch_end(epoch)


if __name__ == "__main__":
    main()
