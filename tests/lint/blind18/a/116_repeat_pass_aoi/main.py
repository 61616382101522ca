import jax
import jax.numpy as jnp
import numpy as np

from footprints import PAIRS, overlapping_pair


@jax.jit
def spectral_angle_change(t0, t1):
    dot = jnp.sum(t0 * t1, axis=0)
    norm = jnp.linalg.norm(t0, axis=0) * jnp.linalg.norm(t1, axis=0) + 1e-6
    angle = jnp.arccos(jnp.clip(dot / norm, -1.0, 1.0))
    return jnp.mean(angle > 0.2)


def main():
    rng = np.random.default_rng(0)
    for i, (fp0, fp1) in enumerate(PAIRS):
        g0 = rng.uniform(0.01, 0.5, (4, 110, 110)).astype(np.float32)
        g1 = (g0 * rng.uniform(0.9, 1.1, g0.shape)).astype(np.float32)
        a, b = overlapping_pair(g0, g1, fp0, fp1)
        frac = spectral_angle_change(jnp.asarray(a), jnp.asarray(b))
        print(f"pair {i}: overlap {a.shape[1:]}, changed {float(frac):.3f}")


if __name__ == "__main__":
    main()
