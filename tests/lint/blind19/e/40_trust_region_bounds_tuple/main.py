import jax
import jax.numpy as jnp


class TrustRegion:
    def __init__(self, dim, length=0.8, min_length=0.05):
        self.length = length
        self.min_length = min_length
        self.bounds = (jnp.zeros(dim), jnp.ones(dim))
        self.successes = 0
        self.failures = 0

    def update(self, center, improved):
        if improved:
            self.successes += 1
            self.failures = 0
        else:
            self.failures += 1
            self.successes = 0
        if self.successes >= 2:
            self.length = min(2 * self.length, 1.6)
            self.successes = 0
        elif self.failures >= 2:
            self.length = max(self.length / 2, self.min_length)
            self.failures = 0
        lo = jnp.clip(center - self.length / 2, 0.0, 1.0)
        hi = jnp.clip(center + self.length / 2, 0.0, 1.0)
        self.bounds = (lo, hi)


def hartmann_like(x):
    return -jnp.sum(jnp.sin(3 * x) * jnp.exp(-((x - 0.4) ** 2)), -1)


@jax.jit
def sample_and_score(key, bounds, w):
    lo, hi = bounds
    u = jax.random.uniform(key, (256, lo.shape[0]))
    cand = lo + (hi - lo) * u
    feats = jnp.concatenate([cand, cand**2], -1)
    score = feats @ w + jax.random.gumbel(key, (256,)) * 0.01
    i = jnp.argmin(score)
    return cand[i]


def main():
    dim = 4
    tr = TrustRegion(dim)
    key = jax.random.PRNGKey(0)
    w = jnp.concatenate([-jnp.ones(dim), jnp.ones(dim)]) * 0.5
    best = jnp.inf
    for t in range(6):
        key, sub = jax.random.split(key)
        x = sample_and_score(sub, tr.bounds, w)
        f = hartmann_like(x)
        improved = bool(f < best)
        best = jnp.minimum(best, f)
        tr.update(x, improved)
        print(t, float(best), tr.length)


if __name__ == "__main__":
    main()
