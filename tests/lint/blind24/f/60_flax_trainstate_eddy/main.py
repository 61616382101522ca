import numpy as np
import jax

from model import CScanCNN
from train import create_state, train_step, eval_step


def patches(n, seed):
    rng = np.random.default_rng(seed)
    yy, xx = np.mgrid[0:16, 0:16]
    r = np.hypot(yy - 7.5, xx - 7.5)
    base = np.exp(-((r - 4) / 1.2) ** 2)
    y = rng.integers(0, 2, n)
    imgs = base[None] + rng.normal(0, 0.15, (n, 16, 16))
    ang = rng.uniform(0, 2 * np.pi, n)
    for i in np.flatnonzero(y):
        L = rng.integers(2, 5)
        for s in range(L):
            py = int(7.5 + (4 + s) * np.sin(ang[i])); px = int(7.5 + (4 + s) * np.cos(ang[i]))
            if 0 <= py < 16 and 0 <= px < 16:
                imgs[i, py, px] += 1.0
    return imgs[..., None].astype(np.float32), y.astype(np.int32)


def main():
    x, y = patches(256, 0)
    xv, yv = patches(128, 1)
    state = create_state(CScanCNN(), jax.random.PRNGKey(0), x[:1], 3e-3)
    for epoch in range(5):
        for i in range(0, 256, 32):
            state, loss = train_step(state, x[i:i + 32], y[i:i + 32])
        acc = float(eval_step(state, xv, yv))
        print(f"epoch {epoch} (step {int(state.step)}): loss {float(loss):.3f} val acc {acc:.3f}")


if __name__ == "__main__":
    main()
