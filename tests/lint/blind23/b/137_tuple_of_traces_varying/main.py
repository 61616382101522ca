import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def coherence_stack(traces):
    norm = [t / (jnp.linalg.norm(t) + 1e-9) for t in traces]
    stack = sum(norm) / len(norm)
    return jnp.sum(stack ** 2) * len(norm)


def event_records(rng, n_events=6):
    for ev in range(n_events):
        n_sta = int(rng.integers(3, 7))
        wavelet = np.sin(np.linspace(0, 12 * np.pi, 500))
        yield ev, tuple(jnp.asarray(wavelet + 0.8 * rng.standard_normal(500), jnp.float32) for _ in range(n_sta))


def main():
    rng = np.random.default_rng(8)
    for ev, traces in event_records(rng):
        print(ev, len(traces), float(coherence_stack(traces)))


if __name__ == "__main__":
    main()
