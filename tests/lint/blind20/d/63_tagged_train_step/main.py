import jax.numpy as jnp
import numpy as np

from steps import train_step, tx

DIM = 12


def main():
    rng = np.random.default_rng(0)
    params = {"q": jnp.eye(DIM), "d": jnp.eye(DIM)}
    opt_state = tx.init(params)
    for epoch in range(3):
        for i in range(2):
            q = rng.normal(size=(8, DIM)).astype(np.float32)
            d = q + 0.1 * rng.normal(size=q.shape).astype(np.float32)
            params, opt_state, loss = train_step(params, opt_state, q, d, tag="[train]")
        print("epoch", epoch, float(loss))


if __name__ == "__main__":
    main()
