import jax
import jax.numpy as jnp
import numpy as np

MAX_STATIONS = 8


@jax.jit
def masked_coherence(traces, live):
    norm = traces / (jnp.linalg.norm(traces, axis=1, keepdims=True) + 1e-9)
    n = live.sum()
    stack = jnp.sum(norm * live[:, None], axis=0) / n
    return jnp.sum(stack ** 2) * n


def event_records(rng, n_events=6):
    for ev in range(n_events):
        n_sta = int(rng.integers(3, 7))
        wavelet = np.sin(np.linspace(0, 12 * np.pi, 500))
        block = np.zeros((MAX_STATIONS, 500), np.float32)
        block[:n_sta] = wavelet + 0.8 * rng.standard_normal((n_sta, 500))
        live = (np.arange(MAX_STATIONS) < n_sta).astype(np.float32)
        yield ev, block, live


def main():
    rng = np.random.default_rng(8)
    for ev, block, live in event_records(rng):
        print(ev, int(live.sum()), float(masked_coherence(jnp.asarray(block), jnp.asarray(live))))


if __name__ == "__main__":
    main()
