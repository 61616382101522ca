import jax
import jax.numpy as jnp
import numpy as np
import optax

from callbacks import EarlyStopping

tx = optax.adam(5e-3)


@jax.jit
def train_step(w, s, x, y):
    loss, g = jax.value_and_grad(lambda w: jnp.mean((x @ w - y) ** 2))(w)
    u, s = tx.update(g, s)
    return optax.apply_updates(w, u), s, loss


@jax.jit
def val_loss(w, x, y):
    return jnp.mean((x @ w - y) ** 2)


def main():
    rng = np.random.default_rng(0)
    true_w = rng.standard_normal(8).astype(np.float32)
    x = rng.standard_normal((256, 8)).astype(np.float32)
    y = x @ true_w  # e.g. VO2max regression from wearable features
    w = jnp.zeros(8, jnp.float32)
    s = tx.init(w)
    stopper = EarlyStopping()
    for epoch in range(8):
        for b in range(4):
            w, s, _ = train_step(w, s, x[b * 48:(b + 1) * 48], y[b * 48:(b + 1) * 48])
        v = float(val_loss(w, x[192:], y[192:]))
        stopper(v)
        print(epoch, round(v, 4))


if __name__ == "__main__":
    main()
