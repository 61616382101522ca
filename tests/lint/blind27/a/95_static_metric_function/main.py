from functools import partial

import numpy as np
import jax
import jax.numpy as jnp

from metrics import METRICS


@partial(jax.jit, static_argnames=("metric",))
def monitor(beta, x, y, metric):
    return jnp.mean(metric(y, jnp.exp(x @ beta)))


def main():
    rng = np.random.default_rng(332)
    x = jnp.asarray(np.column_stack([np.ones(500), rng.normal(size=(500, 3))]), jnp.float32)
    y_freq = jnp.asarray(rng.poisson(0.3, 500), jnp.float32)
    y_sev = jnp.asarray(rng.gamma(2.0, 1.5, 500), jnp.float32)
    b_freq = jnp.asarray([-1.2, 0.05, 0.0, 0.0], jnp.float32)
    b_sev = jnp.asarray([1.1, 0.0, 0.03, 0.0], jnp.float32)
    for month in range(4):
        f = monitor(b_freq, x, y_freq, metric=METRICS["frequency"])
        s = monitor(b_sev, x, y_sev, metric=METRICS["severity"])
        print(month, round(float(f), 4), round(float(s), 4))


if __name__ == "__main__":
    main()
