import jax
import jax.numpy as jnp
import numpy as np

from exposure import Exposure


@jax.jit
def count_rate(exp):
    return (exp.counts - exp.background) / exp.exptime


def observing_log(seed=0):
    rng = np.random.default_rng(seed)
    for exptime in (30.0, 45.0, 30.0, 120.0, 60.0):
        counts = rng.poisson(50 * exptime, (16, 16)).astype(np.float32)
        yield Exposure(jnp.asarray(counts), jnp.full((16, 16), 10.0 * exptime), jnp.float32(exptime), "r")


if __name__ == "__main__":
    for i, exp in enumerate(observing_log()):
        rate = count_rate(exp)
        print(f"exp {i} ({float(exp.exptime):.0f}s): mean rate {float(rate.mean()):.2f} e-/s")
