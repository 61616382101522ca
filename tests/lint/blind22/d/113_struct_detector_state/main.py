import jax
import jax.numpy as jnp
import numpy as np

from state import DetectorState


@jax.jit
def ingest(state, window):
    x = window.mean(axis=0)
    n = state.n_windows + 1
    delta = x - state.mean
    mean = state.mean + delta / n
    m2 = state.m2 + delta * (x - mean)
    z = jnp.abs(x - state.mean) / jnp.sqrt(state.m2 / jnp.maximum(n - 1, 1) + 1e-6)
    return state.replace(mean=mean, m2=m2, n_windows=n), z.max()


def main():
    rng = np.random.default_rng(0)
    state = DetectorState.create(5)
    for t in range(6):
        window = rng.normal(size=(30, 5)).astype(np.float32)
        state, z = ingest(state, window)
        print(t, float(z))


if __name__ == "__main__":
    main()
