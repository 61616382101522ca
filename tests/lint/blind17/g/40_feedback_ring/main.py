import jax
import jax.numpy as jnp
import numpy as np
import optax

from buffer import FeedbackBuffer

optimizer = optax.adamw(1e-2)


def loss_fn(w, x, y, valid):
    per_row = optax.sigmoid_binary_cross_entropy(x @ w, y)
    return jnp.sum(per_row * valid) / jnp.maximum(jnp.sum(valid), 1.0)


@jax.jit
def refit_step(w, opt_state, x, y, valid):
    grads = jax.grad(loss_fn)(w, x, y, valid)
    updates, opt_state = optimizer.update(grads, opt_state, w)
    return optax.apply_updates(w, updates), opt_state


def main():
    rng = np.random.default_rng(0)
    w = jnp.zeros(4)
    opt_state = optimizer.init(w)
    buf = FeedbackBuffer(dim=4)
    for hour in range(5):
        x = rng.normal(size=(24, 4)).astype(np.float32)
        y = (x[:, 0] > 0).astype(np.float32)
        buf.add(x, y)
        xs, ys, valid = buf.training_set()
        w, opt_state = refit_step(w, opt_state, xs, ys, valid)
        print(hour, int(valid.sum()), np.asarray(w).round(3))


if __name__ == "__main__":
    main()
