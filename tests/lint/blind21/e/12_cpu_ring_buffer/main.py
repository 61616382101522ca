import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def robust_zscore(history, latest):
    med = jnp.median(history, axis=0)
    mad = jnp.median(jnp.abs(history - med), axis=0) + 1e-6
    return 0.6745 * (latest - med) / mad


@jax.jit
def ring_write(buf, pos, sample):
    return buf.at[pos % buf.shape[0]].set(sample), pos + 1


class HostHistory:
    def __init__(self, n_hosts, capacity=4):
        self.samples = jnp.zeros((capacity, n_hosts))
        self.pos = jnp.array(0)

    def push(self, sample):
        self.samples, self.pos = ring_write(self.samples, self.pos, sample)

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
