import jax
import jax.numpy as jnp
import numpy as np

from steps import loss_and_grads, model

LR = 0.05


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(128, 4)).astype(np.float32)
    y = (x[:, 0] - 2 * x[:, 1]).astype(np.float32)
    x_tr, y_tr, x_va, y_va = x[:96], y[:96], x[96:], y[96:]
    key = jax.random.PRNGKey(0)
    params = model.init(key, x[:1], train=False)
    for epoch in range(4):
        for phase in ("train", "eval"):
            is_train = phase == "train"
            key, sub = jax.random.split(key)
            xs, ys = (x_tr[:32], y_tr[:32]) if is_train else (x_va, y_va)
            loss, grads = loss_and_grads(params, xs, ys, sub, train=is_train)
            if is_train:
                params = jax.tree.map(lambda p, g: p - LR * g, params, grads)
            print(f"epoch {epoch} {phase}: {float(loss):.4f}")


if __name__ == "__main__":
    main()
