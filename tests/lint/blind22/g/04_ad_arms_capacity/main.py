import jax
import jax.numpy as jnp
import numpy as np

MAX_CREATIVES = 16


class CampaignPool:
    def __init__(self, capacity=MAX_CREATIVES):
        self.alpha = np.ones(capacity, np.float32)
        self.beta = np.ones(capacity, np.float32)
        self.live = np.zeros(capacity, bool)
        self.n = 0

    def launch(self, n=1):
        self.live[self.n:self.n + n] = True
        self.n += n

    def posterior(self):
        return jnp.asarray(self.alpha), jnp.asarray(self.beta), jnp.asarray(self.live)

    def record(self, arm, clicked):
        if clicked:
            self.alpha[arm] += 1.0
        else:
            self.beta[arm] += 1.0


@jax.jit
def choose_creative(key, alpha, beta, live):
    samples = jax.random.beta(key, alpha, beta)
    return jnp.argmax(jnp.where(live, samples, -1.0))


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
            alpha, beta, live = pool.posterior()
            arm = int(choose_creative(sub, alpha, beta, live))
            pool.record(arm, rng.random() < 0.1 + 0.05 * arm)
    print("arms", pool.n)


if __name__ == "__main__":
    main()
