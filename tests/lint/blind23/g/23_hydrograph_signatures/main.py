import jax
import jax.numpy as jnp
import numpy as np

from collate import collate


@jax.jit
def event_signatures(q, mask):
    n = mask.sum(axis=1)
    vol = (q * mask).sum(axis=1)
    peak = (q * mask).max(axis=1)
    t_peak = jnp.argmax(q * mask, axis=1)
    return jnp.stack([vol, peak, t_peak / n, peak / (vol / n)], axis=1)


def synthetic_events(rng, n_events):
    out = []
    for _ in range(n_events):
        length = int(rng.integers(40, 60))
        t = np.arange(length)
        tp = rng.uniform(5, 15)
        out.append((rng.uniform(20, 90) * (t / tp) * np.exp(1 - t / tp)).astype(np.float32))
    return out


def main():
    rng = np.random.default_rng(12)
    events = synthetic_events(rng, 40)
    for start in range(0, len(events), 8):
        x, m = collate(events[start:start + 8])
        sig = event_signatures(x, m)
        print(start, np.asarray(sig.mean(axis=0)).round(3))


if __name__ == "__main__":
    main()
