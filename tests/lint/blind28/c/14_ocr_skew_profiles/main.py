import numpy as np
import jax
import jax.numpy as jnp


def deskew_features(rng, n):
    # horizontal projection profiles of deskew candidates
    angles = rng.uniform(-3, 3, size=n)
    profiles = rng.random((n, 40)) + np.sin(np.linspace(0, 6, 40))[None, :] * angles[:, None] / 3
    return profiles


@jax.jit
def estimate_skew(profiles, weights):
    centred = profiles - profiles.mean(axis=1, keepdims=True)
    return jnp.tanh(centred @ weights) * 3.0


def main():
    rng = np.random.default_rng(1)
    weights = jnp.asarray(rng.normal(size=40).astype(np.float32) * 0.05)
    for batch in range(4):
        profiles = deskew_features(rng, 16)
        if batch % 2:
            profiles = profiles.astype(np.float32)
        skew = estimate_skew(profiles, weights)
        print(batch, profiles.dtype, float(skew.mean()))


if __name__ == "__main__":
    main()
