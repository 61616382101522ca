import jax
import jax.numpy as jnp
import numpy as np

from ckpt import SnapshotStore


@jax.jit
def warm_update(w, x, y, step):
    lr = 0.3 / jnp.sqrt(1.0 + step)
    grad = x.T @ (x @ w - y) / x.shape[0]
    return w - lr * grad


def main():
    rng = np.random.default_rng(0)
    store = SnapshotStore()
    w = jnp.zeros(4)
    step = 0
    true_w = np.array([0.5, -1.0, 2.0, 0.0], dtype=np.float32)
    for i in range(6):
        if i == 3:
            store.save("replica", w, step)
            w, step = store.restore("replica")
        x = rng.normal(size=(16, 4)).astype(np.float32)
        w = warm_update(w, x, x @ true_w, step)
        step += 1
    print("step", step, "w", np.asarray(w).round(3))


if __name__ == "__main__":
    main()
