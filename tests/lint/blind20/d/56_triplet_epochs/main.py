import jax.numpy as jnp
import numpy as np

from train import build_optimizer, update

DIM = 10


def main():
    rng = np.random.default_rng(0)
    params = jnp.eye(DIM)
    opt_state = None
    for epoch in range(4):
        optimizer = build_optimizer(epoch)
        if opt_state is None:
            opt_state = optimizer.init(params)
        for _ in range(2):
            a = rng.normal(size=(8, DIM)).astype(np.float32)
            p = a + 0.1 * rng.normal(size=a.shape).astype(np.float32)
            n = rng.normal(size=a.shape).astype(np.float32)
            params, opt_state, loss = update(optimizer, params, opt_state, a, p, n)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
