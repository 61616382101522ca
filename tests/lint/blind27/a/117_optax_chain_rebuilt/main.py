import numpy as np
import jax.numpy as jnp

from train import make_tx, make_step


def main():
    rng = np.random.default_rng(461)
    x = jnp.asarray(rng.normal(size=(300, 5)), jnp.float32)
    y = x @ jnp.asarray([0.2, -0.1, 0.05, 0.3, 0.0]) + 0.1 * jnp.asarray(rng.normal(size=300), jnp.float32)
    w = jnp.zeros(5)
    tx = make_tx(1.0)
    opt_state = tx.init(w)
    for epoch in range(5):
        # tighten clipping as training settles
        tx = make_tx(1.0 / (1 + epoch))
        step = make_step(tx)
        for _ in range(10):
            w, opt_state, loss = step(w, opt_state, x, y)
        print(epoch, round(float(loss), 5))


if __name__ == "__main__":
    main()
