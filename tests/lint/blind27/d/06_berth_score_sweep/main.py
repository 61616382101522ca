import jax
import numpy as np

from train import make_trainer


def main():
    rng = np.random.default_rng(2)
    feats = rng.normal(size=(200, 6)).astype(np.float32)
    target = (feats[:, 0] * 0.5 - feats[:, 3] + rng.normal(0, 0.1, 200)).astype(np.float32)
    key = jax.random.PRNGKey(1)
    k1, k2 = jax.random.split(key)
    init = {"w1": jax.random.normal(k1, (6, 16)) * 0.3, "w2": jax.random.normal(k2, (16,)) * 0.3}
    for lr in (0.2, 0.1, 0.05, 0.02, 0.01):
        trainer = make_trainer(lr)
        _, l = trainer(init, feats, target, 40)
        print(f"lr={lr}: final loss {float(l):.4f}")


if __name__ == "__main__":
    main()
