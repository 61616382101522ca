import functools

import jax
import jax.numpy as jnp
import numpy as np

from windows import padded_window


@functools.partial(jax.jit, static_argnames=("n_valid",))
def latency_summary(buf, n_valid):
    vals = buf[:n_valid]
    return {
        "mean": jnp.mean(vals),
        "p95": jnp.percentile(vals, 95.0),
        "max": jnp.max(vals),
    }


def main():
    rng = np.random.default_rng(0)
    for minute in range(5):
        n_requests = int(rng.integers(20, 64))
        lat = rng.gamma(2.0, 15.0, size=n_requests).astype(np.float32)
        buf, n = padded_window(lat)
        stats = latency_summary(buf, n_valid=n)
        print(minute, n, {k: round(float(v), 1) for k, v in stats.items()})


if __name__ == "__main__":
    main()
