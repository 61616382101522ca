import jax.numpy as jnp
import numpy as np
import optax

from accumulate import accumulated_update

BATCH = 50
MICRO = 4


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(200, 42)).astype(np.float32)
    y = rng.integers(0, 10, 200).astype(np.int32)
    params = {"w1": jnp.asarray(rng.normal(size=(42, 32)) * 0.1, jnp.float32),
              "w2": jnp.asarray(rng.normal(size=(32, 10)) * 0.1, jnp.float32)}
    tx = optax.adam(1e-3)
    opt_state = tx.init(params)
    for epoch in range(2):
        for i in range(0, 200, BATCH):
            params, opt_state, loss = accumulated_update(params, opt_state, tx, x[i : i + BATCH], y[i : i + BATCH], MICRO)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
