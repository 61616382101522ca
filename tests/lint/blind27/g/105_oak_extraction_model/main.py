import numpy as np
import jax
import jax.numpy as jnp
import optax

from loader import full_batches

tx = optax.adam(1e-2)


@jax.jit
def oak_step(w, s, x, y):
    # oak lactone / vanillin extraction vs toast level, age, contact days
    loss, g = jax.value_and_grad(lambda w: jnp.mean((x @ w - y) ** 2))(w)
    u, s = tx.update(g, s)
    return optax.apply_updates(w, u), s, loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(0, 1, (250, 5)).astype(np.float32)
    y = (x @ np.array([0.5, 0.3, -0.2, 0.1, 0.05]) + rng.normal(0, 0.05, 250)).astype(np.float32)
    w = jnp.zeros(5, jnp.float32)
    s = tx.init(w)
    for epoch in range(4):
        for xb, yb in full_batches(x, y, 32, seed=epoch):
            w, s, loss = oak_step(w, s, xb, yb)
        print(f"epoch {epoch}: loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
