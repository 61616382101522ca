import jax
import jax.numpy as jnp
import numpy as np

from flows import capture_window, split_tcp, N_COLS


@jax.jit
def handshake_anomaly(w, feats, is_tcp):
    z = jnp.where(is_tcp, feats @ w, -jnp.inf)
    n_tcp = jnp.maximum(is_tcp.sum(), 1)
    return jnp.sum(z > 2.0) / n_tcp, jnp.max(z)


def main():
    rng = np.random.default_rng(0)
    w = jnp.asarray(rng.normal(size=N_COLS - 1).astype(np.float32))
    for window in range(5):
        feats, is_tcp = split_tcp(capture_window(rng))
        frac, peak = handshake_anomaly(w, feats, is_tcp)
        print(window, float(frac), float(peak))


if __name__ == "__main__":
    main()
