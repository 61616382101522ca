import jax
import jax.numpy as jnp
import numpy as np
import optax

from callbacks import Housekeeping

tx = optax.adam(1e-2)


@jax.jit
def train_step(w, opt_state, x, y):
    def loss_fn(w):
        return jnp.mean((x @ w - y) ** 2)

    loss, g = jax.value_and_grad(loss_fn)(w)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(w, upd), opt_state, loss


def main():
    rng = np.random.default_rng(141)
    x = jnp.asarray(rng.standard_normal((256, 8)).astype(np.float32))
    y = jnp.asarray((np.asarray(x) @ rng.standard_normal(8) * 0.01).astype(np.float32))
    w = jnp.zeros(8, dtype=jnp.float32)
    opt_state = tx.init(w)
    callbacks = [Housekeeping()]
    for epoch in range(4):
        for _ in range(5):
            w, opt_state, loss = train_step(w, opt_state, x, y)
        for cb in callbacks:
            cb.on_epoch_end(epoch)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
