import numpy as np
import jax

from model import init_mlp, run_epoch_step


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(160, 7)).astype(np.float32)
    y = (np.sin(x[:, 0]) + x[:, 1] ** 2).astype(np.float32)
    x_tr, y_tr, x_va, y_va = x[:128], y[:128], x[128:], y[128:]
    x_va = np.concatenate([x_va, x_va, x_va, x_va])
    y_va = np.concatenate([y_va, y_va, y_va, y_va])
    params = init_mlp(jax.random.PRNGKey(0), [7, 32, 1])
    key = jax.random.PRNGKey(1)
    for epoch in range(4):
        for training in (True, False):
            key, sub = jax.random.split(key)
            data = (x_tr, y_tr) if training else (x_va, y_va)
            new_params, loss = run_epoch_step(params, *data, sub, training=training)
            if training:
                params = new_params
        print(f"epoch {epoch} val mse {float(loss):.4f}")


if __name__ == "__main__":
    main()
