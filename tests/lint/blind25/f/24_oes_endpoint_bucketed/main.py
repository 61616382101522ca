import jax.numpy as jnp
import numpy as np

from buckets import pad_trace
from endpoint import detect_endpoint


def oes_run(wafer, rng):
    n = int(rng.integers(90, 240))  # sampled at 20 Hz until the tool timer stops
    t = np.arange(n)
    ep = int(0.7 * n)
    co = 1.0 / (1 + np.exp((t - ep) / 3.0)) + 0.02 * rng.normal(size=n)
    f = 0.5 + 0.4 / (1 + np.exp(-(t - ep) / 3.0)) + 0.02 * rng.normal(size=n)
    return np.stack([co, f], 1).astype(np.float32), ep


def main():
    rng = np.random.default_rng(21)
    alpha = jnp.float32(0.2)
    for wafer in range(10):
        trace, true_ep = oes_run(wafer, rng)
        padded, valid = pad_trace(trace)
        ep = int(detect_endpoint(padded, valid, alpha))
        print(f"wafer {wafer}: {len(trace)} samples (bucket {len(padded)}), endpoint {ep} vs {true_ep}")


if __name__ == "__main__":
    main()
