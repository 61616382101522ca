import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def score(w, x):
    return jnp.tanh(x @ w).sum(axis=-1)


def batches(requests, max_batch=8):
    buf = []
    for r in requests:
        buf.append(r)
        if len(buf) == max_batch:
            yield np.stack(buf)
            buf = []
    if buf:
        yield np.stack(buf)


def main():
    rng = np.random.default_rng(0)
    w = jnp.ones((16, 4))
    reqs = [rng.normal(size=16).astype(np.float32) for _ in range(21)]
    out = []
    for b in batches(reqs[:5]):
        out.append(score(w, b))
    for b in batches(reqs[5:]):
        out.append(score(w, b))
    print(sum(float(o.sum()) for o in out))


if __name__ == "__main__":
    main()
