import jax
import jax.numpy as jnp
import numpy as np

from windows import synthetic_events, tumbling_windows


@jax.jit
def latency_summary(latency_ms, valid):
    q = jnp.nanquantile(jnp.where(valid, latency_ms, jnp.nan), jnp.array([0.5, 0.9, 0.99]))
    mean = jnp.sum(jnp.where(valid, latency_ms, 0.0)) / jnp.maximum(valid.sum(), 1)
    return {"p50": q[0], "p90": q[1], "p99": q[2], "mean": mean}


def main():
    rng = np.random.default_rng(7)
    ts, latency = synthetic_events(rng, n_events=600, horizon_s=360.0)
    for start, window, valid in tumbling_windows(ts, latency, width_s=60.0):
        s = latency_summary(window, valid)
        print(f"[{start:5.0f}s] n={int(valid.sum()):3d} p50={float(s['p50']):6.1f} p99={float(s['p99']):6.1f}")


if __name__ == "__main__":
    main()
