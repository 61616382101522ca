import jax
import jax.numpy as jnp
import numpy as np

from model import HauloutCountModel
from utils import timed_jit_call


def aerial_counts(seed, years=30):
    rng = np.random.default_rng(seed)
    x = [np.log(400.0)]
    for _ in range(years - 1):
        x.append(0.9 + 0.85 * x[-1] + rng.normal(0, 0.1))
    return jnp.asarray(np.array(x, np.float32))


def main():
    model = HauloutCountModel()
    log_counts = aerial_counts(0)
    grid = [{"a": jnp.float32(a), "b": jnp.float32(0.85)} for a in (0.7, 0.8, 0.9, 1.0)]
    for params in grid:
        ll, secs = timed_jit_call(model.log_likelihood, params, log_counts)
        print(f"a={float(params['a']):.1f}: loglik {float(ll):.2f} ({secs * 1e3:.1f} ms)")


if __name__ == "__main__":
    main()
