import jax
import jax.numpy as jnp
import numpy as np

from flows import capture_window, tcp_only, N_COLS


@jax.jit
def handshake_anomaly(w, tcp_feats):
    z = tcp_feats @ w
    return jnp.mean(z > 2.0), jnp.max(z)


def main():
    rng = np.random.default_rng(0)
    w = jnp.asarray(rng.normal(size=N_COLS - 1).astype(np.float32))
    for window in range(5):
        frac, peak = handshake_anomaly(w, tcp_only(capture_window(rng)))
        print(window, float(frac), float(peak))


if __name__ == "__main__":
    main()
