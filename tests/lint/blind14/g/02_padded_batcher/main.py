import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def score(w, x, mask):
    return jnp.tanh(x @ w).sum(axis=-1) * mask


def batches(requests, max_batch=8):
    buf = []
    for r in requests:
        buf.append(r)
        if len(buf) == max_batch:
            yield pad(buf, max_batch)
            buf = []
    if buf:
        yield pad(buf, max_batch)


def pad(buf, size):
    x = np.zeros((size, buf[0].shape[0]), np.float32)
    x[: len(buf)] = np.stack(buf)
    mask = np.zeros(size, np.float32)
    mask[: len(buf)] = 1.0
    return x, mask


def main():
    rng = np.random.default_rng(0)
    w = jnp.ones((16, 4))
    reqs = [rng.normal(size=16).astype(np.float32) for _ in range(21)]
    out = []
    for x, m in batches(reqs[:5]):
        out.append(score(w, x, m))
    for x, m in batches(reqs[5:]):
        out.append(score(w, x, m))
    print(sum(float(o.sum()) for o in out))


if __name__ == "__main__":
    main()
