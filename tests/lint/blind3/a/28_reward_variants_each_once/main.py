import jax
import jax.numpy as jnp
import numpy as np

from rewards import REWARD_FNS


def random_walk(rng, n_steps=50):
    return np.cumsum(rng.normal(scale=0.3, size=(n_steps, 2)), axis=0).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    traj = jnp.asarray(random_walk(rng))
    goal = jnp.array([1.0, 1.0])
    summary = {}
    for reward_fn in REWARD_FNS:
        r = jax.jit(reward_fn)(traj, goal)
        summary[reward_fn.__name__] = float(r.sum())
    for name, total in summary.items():
        print(f"{name:>26s}: {total:8.3f}")


if __name__ == "__main__":
    main()
