import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def robust_zscore(history, latest):
    med = jnp.median(history, axis=0)
    mad = jnp.median(jnp.abs(history - med), axis=0) + 1e-6
    return 0.6745 * (latest - med) / mad


class HostHistory:
    def __init__(self, n_hosts):
        self.samples = jnp.zeros((0, n_hosts))

    def push(self, sample):
        self.samples = jnp.concatenate([self.samples, sample[None, :]], axis=0)

    def score(self, sample):
        z = robust_zscore(self.samples, sample)
        self.push(sample)
        return z


N_HOSTS = 5


def main():
    rng = np.random.default_rng(2)
    hist = HostHistory(N_HOSTS)
    for _ in range(4):
        hist.push(jnp.asarray(rng.uniform(20, 40, N_HOSTS), jnp.float32))
    for minute in range(5):
        cpu = jnp.asarray(rng.uniform(20, 40, N_HOSTS), jnp.float32)
        z = hist.score(cpu)
        print(minute, np.round(np.asarray(z), 2))


if __name__ == "__main__":
    main()
