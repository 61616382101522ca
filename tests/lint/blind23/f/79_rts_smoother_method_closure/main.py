import numpy as np
import jax.numpy as jnp

from smoother import RTSSmoother


def filtered_track(seed, n=120):
    rng = np.random.default_rng(seed)
    x = np.cumsum(rng.normal(0, 0.1, (n, 2)), 0).astype(np.float32)
    P = np.tile(np.eye(2, dtype=np.float32) * 0.5, (n, 1, 1))
    return jnp.asarray(x), jnp.asarray(P)


def main():
    smoother = RTSSmoother(dt=0.1, q=0.05)
    for flight in range(5):
        xs, Ps = filtered_track(flight)
        sm = smoother.smooth(xs, Ps)
        print(flight, round(float(jnp.abs(sm - xs).mean()), 5))


if __name__ == "__main__":
    main()
