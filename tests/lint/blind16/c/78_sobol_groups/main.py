import itertools

import jax
import numpy as np

from sensitivity import first_order_index

N_INPUTS = 4


def main():
    key = jax.random.PRNGKey(0)
    kA, kB = jax.random.split(key)
    A = jax.random.uniform(kA, (4096, N_INPUTS), minval=-np.pi, maxval=np.pi)
    B = jax.random.uniform(kB, (4096, N_INPUTS), minval=-np.pi, maxval=np.pi)
    for group in itertools.combinations(range(N_INPUTS), 2):
        print(group, round(float(first_order_index(A, B, group=group)), 3))


if __name__ == "__main__":
    main()
