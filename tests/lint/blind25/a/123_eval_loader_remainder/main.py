import jax
import jax.numpy as jnp
import numpy as np

from loader import batches
from steps import eval_batch, fit_step, tx


def irrigation_class_data(n, seed):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, 8)).astype(np.float32)
    y = (x[:, 0] > 0).astype(np.int32) + (x[:, 1] > 0.5).astype(np.int32)
    return x, y


def main():
    xtr, ytr = irrigation_class_data(300, 0)
    xva, yva = irrigation_class_data(90, 1)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    w = {"w1": jax.random.normal(k1, (8, 16)) * 0.3, "w2": jax.random.normal(k2, (16, 3)) * 0.3}
    opt_state = tx.init(w)
    for epoch in range(3):
        for xb, yb in batches(xtr, ytr, 64, shuffle=True, drop_last=True, seed=epoch):
            w, opt_state, loss = fit_step(w, opt_state, xb, yb)
        correct = sum(int(eval_batch(w, xb, yb)) for xb, yb in batches(xva, yva, 64, shuffle=False, drop_last=False))
        print(f"epoch {epoch}: loss {float(loss):.3f}, val acc {correct / len(xva):.2f}")


if __name__ == "__main__":
    main()
