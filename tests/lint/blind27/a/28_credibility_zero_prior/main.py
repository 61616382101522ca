import numpy as np
import jax.numpy as jnp

from state import empty_state
from update import accumulate_experience, experience_rate


def main():
    rng = np.random.default_rng(51)
    n = 30
    level = rng.gamma(3.0, 300.0, n)
    state = empty_state(n)
    for year in range(6):
        expo = rng.uniform(5, 40, n).astype(np.float32)
        claims = (rng.poisson(level * expo / 1000.0) * 1000.0).astype(np.float32)
        state = accumulate_experience(state, jnp.asarray(claims), jnp.asarray(expo))
        rate = experience_rate(state, 20.0, 900.0)
        print(year, int(state.periods), round(float(rate.mean()), 2))


if __name__ == "__main__":
    main()
