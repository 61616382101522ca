import jax.numpy as jnp
import numpy as np

from kalman import kalman_step


def monthly_sales(n=8, seed=0):
    rng = np.random.default_rng(seed)
    t = np.arange(n)
    return (50 + 0.5 * t + 5 * np.sin(2 * np.pi * t / 12) + rng.standard_normal(n)).astype(np.float32)


class SeasonalFilter:
    def __init__(self, q=0.1, r=1.0):
        self.mean = jnp.array([50.0, 0.0, 0.0], dtype=jnp.float32)
        self.cov = 10.0 * jnp.eye(3, dtype=jnp.float32)
        self.q = np.float32(q)
        self.r = np.float32(r)
        self.loglik = 0.0

    def run(self, series):
        for t, y in enumerate(series):
            self.mean, self.cov, ll = kalman_step(self.mean, self.cov, y, t, self.q, self.r)
            self.loglik += float(ll)
        return self


def main():
    f = SeasonalFilter().run(monthly_sales())
    print("filtered level:", round(float(f.mean[0]), 3), "log-likelihood:", round(f.loglik, 3))


if __name__ == "__main__":
    main()
