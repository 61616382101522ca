import jax
import jax.numpy as jnp
import numpy as np

from windows import synthetic_events, tumbling_windows


@jax.jit
def latency_summary(latency_ms):
    q = jnp.quantile(latency_ms, jnp.array([0.5, 0.9, 0.99]))
    return {"p50": q[0], "p90": q[1], "p99": q[2], "mean": latency_ms.mean()}


def main():
    rng = np.random.default_rng(7)
    ts, latency = synthetic_events(rng, n_events=600, horizon_s=360.0)
    for start, window in tumbling_windows(ts, latency, width_s=60.0):
        s = latency_summary(window)
        print(f"[{start:5.0f}s] n={window.shape[0]:3d} p50={float(s['p50']):6.1f} p99={float(s['p99']):6.1f}")


if __name__ == "__main__":
    main()
