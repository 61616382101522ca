import jax
import numpy as np

from train import glyph_step, make_optimizer


def main():
    rng = np.random.default_rng(62)
    x = rng.random((48, 64)).astype(np.float32)
    y = rng.integers(0, 40, 48).astype(np.int32)
    k1, k2 = jax.random.split(jax.random.PRNGKey(62))
    params = {"w1": jax.random.normal(k1, (64, 32)) * 0.1, "w2": jax.random.normal(k2, (32, 40)) * 0.1}
    tx = make_optimizer()
    opt_state = tx.init(params)
    for epoch in range(4):
        for _ in range(3):
            params, opt_state, loss = glyph_step(params, opt_state, x, y, tx=tx)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
