import jax
import jax.numpy as jnp
import numpy as np

from league import OpponentPool, win_rates

OBS, ACT = 6, 2


def main():
    rng = np.random.default_rng(0)
    learner = jnp.asarray(rng.normal(size=(OBS, ACT)) * 0.1, jnp.float32)
    pool = OpponentPool()
    pool.add(learner)
    for gen in range(5):
        learner = learner + 0.05 * jnp.asarray(rng.normal(size=(OBS, ACT)), jnp.float32)
        states = jnp.asarray(rng.normal(size=(64, OBS)), jnp.float32)
        rates = win_rates(learner, pool.stacked(), states)
        print(gen, np.asarray(rates).round(2))
        pool.add(learner)


if __name__ == "__main__":
    main()
