import numpy as np
import jax

from model import init_params
from serve import handle


def main():
    rng = np.random.default_rng(0)
    params = init_params(jax.random.PRNGKey(0))
    for req, n in enumerate([5, 32, 17, 1, 29]):
        burn = handle(params, rng.uniform(0, 1, (n, 4)))
        print(req, n, round(float(burn.sum()), 3))


if __name__ == "__main__":
    main()
