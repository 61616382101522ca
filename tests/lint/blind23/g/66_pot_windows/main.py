import jax
import jax.numpy as jnp
import numpy as np

from windows import sliding_windows


@jax.jit
def window_peaks_over_threshold(q, threshold):
    over = jnp.maximum(q - threshold, 0.0)
    return over.sum(), (q > threshold).sum(), q.max()


def main():
    rng = np.random.default_rng(13)
    hourly = (30 + 20 * np.sin(np.arange(24 * 20) / 30.0) + rng.gamma(1.0, 8.0, 24 * 20)).astype(np.float32)
    thr = float(np.percentile(hourly, 90))
    for w in sliding_windows(hourly, width=72, stride=48):
        vol, n, peak = window_peaks_over_threshold(w, thr)
        print(f"{int(n):3d} h over, excess {float(vol):7.1f}, peak {float(peak):6.1f}")


if __name__ == "__main__":
    main()
