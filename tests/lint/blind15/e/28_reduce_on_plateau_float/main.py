import jax
import jax.numpy as jnp
import numpy as np

from callbacks import ReduceLROnPlateau

BASE_LR = 0.5


def loss_fn(w, x, y):
    return jnp.mean((jnp.tanh(x @ w) - y) ** 2)


@jax.jit
def train_step(w, x, y, lr_scale):
    loss, g = jax.value_and_grad(loss_fn)(w, x, y)
    return w - BASE_LR * lr_scale * g, loss


@jax.jit
def val_loss(w, x, y):
    return loss_fn(w, x, y)


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(128, 6)).astype(np.float32)
    y = np.sign(x[:, :1]).astype(np.float32)
    xv, yv = x[:32], y[:32]
    w = jnp.zeros((6, 1))
    sched = ReduceLROnPlateau(patience=1)
    for epoch in range(8):
        for i in range(0, 128, 32):
            w, loss = train_step(w, x[i:i + 32], y[i:i + 32], sched.scale)
        vl = float(val_loss(w, xv, yv))
        sched.on_epoch_end(vl)
        print(epoch, vl, sched.scale)


if __name__ == "__main__":
    main()
