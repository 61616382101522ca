import jax
import jax.numpy as jnp
import numpy as np

from paths import asian_payoffs

CHUNK = 512


class RunningMoments:
    def __init__(self):
        self.n, self.s1, self.s2 = 0, 0.0, 0.0

    def update(self, x):
        self.n += len(x)
        self.s1 += float(x.sum())
        self.s2 += float((x ** 2).sum())

    def mean_and_stderr(self):
        mean = self.s1 / self.n
        var = (self.s2 - self.n * mean ** 2) / (self.n - 1)
        return mean, np.sqrt(var / self.n)


def price_to_tolerance(market, tol=0.02, max_chunks=128, seed=0):
    key = jax.random.PRNGKey(seed)
    acc = RunningMoments()
    for _ in range(max_chunks):
        key, sub = jax.random.split(key)
        acc.update(np.asarray(asian_payoffs(sub, market, n_paths=CHUNK), dtype=np.float64))
        price, stderr = acc.mean_and_stderr()
        if acc.n > CHUNK and stderr < tol:
            break
    print(f"n={acc.n}: price {price:.4f} +- {stderr:.4f}")
    return price, stderr


if __name__ == "__main__":
    market = jnp.array([100.0, 100.0, 0.03, 0.25, 1.0], dtype=jnp.float32)
    price_to_tolerance(market)
