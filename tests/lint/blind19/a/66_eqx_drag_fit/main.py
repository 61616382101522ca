import jax
import jax.numpy as jnp

from model import DragModel, sgd_step


def drag_data(n):
    v = jnp.linspace(-3.0, 3.0, n)[:, None]
    a = -9.81 - 0.4 * v * jnp.abs(v)
    return v, a


def step_decay(base_lr, epoch, every=2, factor=0.5):
    return base_lr * factor ** (epoch // every)


def main():
    model = DragModel(jax.random.PRNGKey(0))
    v, a = drag_data(64)
    for epoch in range(6):
        lr = jnp.float32(step_decay(0.05, epoch))
        for _ in range(10):
            model, loss = sgd_step(model, v, a, lr)
        print(f"epoch {epoch} lr={float(lr):.4f} loss={float(loss):.3f}")


if __name__ == "__main__":
    main()
