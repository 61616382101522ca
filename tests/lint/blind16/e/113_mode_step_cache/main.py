import jax.numpy as jnp
import numpy as np

from steps import get_step, tx


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(48, 6)).astype(np.float32)
    y = rng.normal(size=(48, 2)).astype(np.float32)
    x_tr, y_tr, x_va, y_va = x[:32], y[:32], x[32:], y[32:]
    params = {"w1": jnp.asarray(rng.normal(size=(6, 16)) * 0.3, jnp.float32),
              "w2": jnp.asarray(rng.normal(size=(16, 2)) * 0.3, jnp.float32)}
    opt_state = tx.init(params)
    for epoch in range(4):
        for _ in range(3):
            params, opt_state, loss = get_step("train")(params, opt_state, x_tr, y_tr)
        val = get_step("eval")(params, x_va, y_va)
        print(f"epoch {epoch}: train {float(loss):.4f} val {float(val):.4f}")


if __name__ == "__main__":
    main()
