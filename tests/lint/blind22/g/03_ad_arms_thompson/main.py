import jax
import jax.numpy as jnp
import numpy as np


class CampaignPool:
    def __init__(self):
        self.alpha = []
        self.beta = []

    def launch(self, n=1):
        self.alpha.extend([1.0] * n)
        self.beta.extend([1.0] * n)

    def posterior(self):
        return jnp.asarray(self.alpha), jnp.asarray(self.beta)

    def record(self, arm, clicked):
        if clicked:
            self.alpha[arm] += 1.0
        else:
            self.beta[arm] += 1.0


@jax.jit
def choose_creative(key, alpha, beta):
    samples = jax.random.beta(key, alpha, beta)
    return jnp.argmax(samples)


def main():
    rng = np.random.default_rng(0)
    pool = CampaignPool()
    pool.launch(3)
    key = jax.random.PRNGKey(0)
    for day in range(5):
        if day in (2, 4):
            pool.launch(2)
        for _ in range(4):
            key, sub = jax.random.split(key)
            alpha, beta = pool.posterior()
            arm = int(choose_creative(sub, alpha, beta))
            pool.record(arm, rng.random() < 0.1 + 0.05 * arm)
    print("arms", len(pool.alpha))


if __name__ == "__main__":
    main()
