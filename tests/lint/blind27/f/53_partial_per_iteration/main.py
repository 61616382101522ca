from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


def queue_delay(arrivals, service, n_shovels):
    # M/M/c style approximation of truck queueing at a shovel group
    rho = arrivals / (n_shovels * service)
    wq = rho ** (jnp.sqrt(2 * (n_shovels + 1.0)) - 1) / (n_shovels * service * (1 - rho))
    return jnp.where(rho < 1, wq, jnp.inf)


def main():
    rng = np.random.default_rng(73)
    service = jnp.asarray(rng.uniform(8, 12, size=24).astype(np.float32))
    for hour in range(6):
        arrivals = jnp.asarray(rng.uniform(10, 25, size=24).astype(np.float32))
        delay_fn = jax.jit(partial(queue_delay, n_shovels=3))
        wq = delay_fn(arrivals, service)
        finite = jnp.isfinite(wq)
        print(f"hour {hour}: mean wait {float(jnp.where(finite, wq, 0).sum() / finite.sum()) * 60:.1f} min")


if __name__ == "__main__":
    main()
