import jax
import jax.numpy as jnp
import numpy as np

from buckets import pad_ascans


@jax.jit
def rnfl_thickness(ascans, px_um):
    grad = jnp.diff(ascans, axis=1)
    top = jnp.argmax(grad, axis=1)
    bottom = jnp.argmin(jnp.where(jnp.arange(grad.shape[1]) > top[:, None], grad, 0.0), axis=1)
    return (bottom - top) * px_um


def scanner_ascans(n, seed):
    rng = np.random.default_rng(seed)
    out = []
    for _ in range(n):
        depth = int(rng.integers(40, 120))
        a = np.zeros(depth, np.float32)
        s = int(rng.integers(5, 15)); e = s + int(rng.integers(8, 20))
        a[s:e] = 1.0
        out.append(a + rng.normal(0, 0.02, depth).astype(np.float32))
    return out


def main():
    for scan_id in range(6):
        batch = pad_ascans(scanner_ascans(8, scan_id))
        th = rnfl_thickness(batch, jnp.float32(3.9))
        print(scan_id, batch.shape, float(th.mean()))


if __name__ == "__main__":
    main()
