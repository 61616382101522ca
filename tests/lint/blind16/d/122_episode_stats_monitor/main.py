import jax.numpy as jnp
import numpy as np

from monitor import init_stats, update_stats


def run_episode(rng):
    length = int(rng.integers(10, 50))
    rewards = rng.normal(loc=0.5, size=length).astype(np.float32)
    return jnp.asarray(rewards.sum()), jnp.asarray(length, jnp.float32)


def main():
    rng = np.random.default_rng(0)
    stats = init_stats()
    for episode in range(6):
        ret, length = run_episode(rng)
        stats = update_stats(stats, ret, length)
    print({k: round(float(v), 3) for k, v in stats.items()})


if __name__ == "__main__":
    main()
