import numpy as np
import jax
import jax.numpy as jnp

from windows import fixed_chunks, load_series, make_windows

WINDOW, STRIDE, CHUNK = 32, 16, 16


@jax.jit
def window_stats(windows):
    centered = windows - windows.mean(-1, keepdims=True)
    energy = jnp.sqrt(jnp.mean(centered ** 2, axis=-1))
    slope = windows[..., -1] - windows[..., 0]
    return jnp.concatenate([energy, slope], axis=-1)


def main():
    rng = np.random.default_rng(0)
    lengths = [200, 260, 310, 180, 400]
    feats = []
    for series in load_series(rng, lengths):
        w = make_windows(series, WINDOW, STRIDE)
        for chunk, n_real in fixed_chunks(w, CHUNK):
            feats.append(np.asarray(window_stats(chunk))[:n_real])
    table = np.concatenate(feats)
    print("feature table", table.shape)


if __name__ == "__main__":
    main()
