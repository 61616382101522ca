import numpy as np
import jax.numpy as jnp

from forecast import rwd_forecast


def main():
    rng = np.random.default_rng(909)
    kt = list(np.cumsum(rng.normal(-1.2, 0.8, 20)).astype(np.float32))
    weights = jnp.ones(10)
    for year in range(2015, 2023):
        # new year of data arrives; refit on the full history
        kt.append(np.float32(kt[-1] + rng.normal(-1.2, 0.8)))
        mean, sd = rwd_forecast(jnp.asarray(kt), weights)
        print(year, len(kt), round(float(mean[-1]), 2), round(float(sd[-1]), 2))


if __name__ == "__main__":
    main()
