import logging

import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def memory_leak_check(usage):
    t = jnp.arange(usage.shape[0], dtype=jnp.float32)
    t = t - t.mean()
    slope = (t * (usage - usage.mean())).sum() / (t * t).sum()
    return slope


HOSTS = ["api-1", "api-2", "worker-1", "worker-2"]
log = logging.getLogger("leakcheck")


def main():
    logging.basicConfig(level=logging.INFO)
    rng = np.random.default_rng(97)
    leaking = []
    for sweep in range(2):
        for host in HOSTS:
            drift = 0.05 if host == "worker-2" else 0.0
            usage = (40 + drift * np.arange(120) + rng.normal(size=120)).astype(np.float32)
            slope = float(memory_leak_check(usage))
            log.info("%s/rss: slope=%.4f", host, slope)
            if slope > 0.02:
                leaking.append(host)
    print(sorted(set(leaking)))


if __name__ == "__main__":
    main()
