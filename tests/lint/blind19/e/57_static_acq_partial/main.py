import functools
import math

import jax
import jax.numpy as jnp

from acq import ucb
from optimize import maximize_acquisition


def main():
    key = jax.random.PRNGKey(0)
    cand = jax.random.uniform(key, (400, 3))
    W = jnp.array([0.5, -0.2, 0.1, 0.3, 0.3, -0.4])
    picks = []
    for t in range(1, 7):
        beta = 2.0 * math.log(t**2 * math.pi**2 / 0.6)
        acq_fn = functools.partial(ucb, beta=beta)
        x = maximize_acquisition(W, cand, acq_fn=acq_fn)
        picks.append(x)
        W = W + 0.01 * jnp.concatenate([x, jnp.sin(3 * x)])
    print(jnp.stack(picks).round(2))


if __name__ == "__main__":
    main()
