import jax.numpy as jnp
import numpy as np

from train import make_step


def main():
    rng = np.random.default_rng(310)
    # hydrocyclone: feed pressure, solids %, vortex finder, apex, feed P80 -> overflow P80
    X = rng.normal(size=(256, 5)).astype(np.float32)
    y = (0.4 * X[:, 0] - 0.3 * X[:, 1] + 0.2 * X[:, 4]).astype(np.float32)
    p = {"w": jnp.zeros(5), "b": jnp.zeros(())}
    s = None
    for epoch in range(5):
        tx, step = make_step(0.05 * 0.8 ** epoch)
        if s is None:
            s = tx.init(p)
        for b in range(0, 256, 32):
            p, s, l = step(p, s, X[b:b + 32], y[b:b + 32])
        print(f"epoch {epoch}: overflow P80 mse {float(l):.5f}")


if __name__ == "__main__":
    main()
