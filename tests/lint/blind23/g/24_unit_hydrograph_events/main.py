import jax
import jax.numpy as jnp
import numpy as np

from collate import collate


@jax.jit
def unit_hydrograph_fit(q, mask):
    n = mask.sum(axis=1, keepdims=True)
    qn = q * mask / (q * mask).sum(axis=1, keepdims=True)
    t = jnp.arange(q.shape[1])[None, :]
    mean_t = (qn * t).sum(axis=1, keepdims=True)
    var_t = (qn * (t - mean_t) ** 2).sum(axis=1, keepdims=True)
    shape_k = mean_t ** 2 / var_t
    return jnp.concatenate([mean_t, shape_k, n], axis=1)


def synthetic_events(rng, n_events):
    out = []
    for _ in range(n_events):
        length = int(rng.integers(30, 70))
        t = np.arange(length)
        tp = rng.uniform(4, 12)
        out.append((rng.uniform(20, 90) * (t / tp) * np.exp(1 - t / tp)).astype(np.float32))
    return out


def main():
    rng = np.random.default_rng(12)
    events = synthetic_events(rng, 40)
    for start in range(0, len(events), 8):
        x, m = collate(events[start:start + 8])
        fit = unit_hydrograph_fit(x, m)
        print(start, x.shape, np.asarray(fit.mean(axis=0)).round(2))


if __name__ == "__main__":
    main()
