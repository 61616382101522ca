import numpy as np
import jax

from config import DECAY_EPOCHS, EPOCHS
from train import tx, train_step, set_lr


def main():
    rng = np.random.default_rng(40)
    X = rng.standard_normal((256, 10)).astype(np.float32)
    y = np.sin(X[:, 0]).astype(np.float32)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": jax.random.normal(k1, (10, 16)) * 0.3, "w2": jax.random.normal(k2, (16,)) * 0.3}
    opt_state = tx.init(params)
    for epoch in range(EPOCHS):
        if epoch in DECAY_EPOCHS:
            opt_state = set_lr(opt_state, DECAY_EPOCHS[epoch])
        for s in range(0, 256, 32):
            params, opt_state, l = train_step(params, opt_state, X[s:s + 32], y[s:s + 32])
        print(epoch, float(l))


if __name__ == "__main__":
    main()
