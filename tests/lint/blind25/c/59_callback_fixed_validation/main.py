import jax
import numpy as np

from train import fit, validation_rmse


def cepheid_pl(n, seed):
    """log P, colour -> absolute magnitude (Leavitt law with colour term)."""
    rng = np.random.default_rng(seed)
    logp = rng.uniform(0.3, 1.8, n)
    col = 0.3 + 0.25 * logp + rng.normal(0, 0.05, n)
    m = -2.43 * (logp - 1) - 4.05 + 1.5 * (col - 0.55) + rng.normal(0, 0.08, n)
    return np.stack([logp - 1, col - 0.55], 1).astype(np.float32), m.astype(np.float32) + 4.05


class EveryN:
    def __init__(self, n, xv, yv):
        self.n, self.xv, self.yv = n, xv, yv

    def __call__(self, step, params):
        if step % self.n == 0:
            print(f"step {step}: val rmse {float(validation_rmse(params, self.xv, self.yv)):.3f} mag")


def main():
    x, y = cepheid_pl(640, 0)
    xv, yv = cepheid_pl(150, 1)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    p = {"w1": 0.5 * jax.random.normal(k1, (2, 16)), "w2": 0.3 * jax.random.normal(k2, (16, 1))}
    batches = lambda: ((x[i:i + 64], y[i:i + 64]) for i in range(0, len(x), 64))
    fit(p, batches, epochs=4, callbacks=[EveryN(10, xv, yv)])


if __name__ == "__main__":
    main()
