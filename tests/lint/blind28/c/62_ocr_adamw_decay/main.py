import jax
import numpy as np

from train import ocr_step, optimizer_for_epoch


def main():
    rng = np.random.default_rng(62)
    x = rng.random((48, 64)).astype(np.float32)
    y = rng.integers(0, 40, 48).astype(np.int32)
    k1, k2 = jax.random.split(jax.random.PRNGKey(62))
    params = {"w1": jax.random.normal(k1, (64, 32)) * 0.1, "w2": jax.random.normal(k2, (32, 40)) * 0.1}
    opt_state = optimizer_for_epoch(0).init(params)
    for epoch in range(4):
        tx = optimizer_for_epoch(epoch)
        for _ in range(3):
            params, opt_state, loss = ocr_step(params, opt_state, x, y, tx=tx)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
