import jax.numpy as jnp
import numpy as np

from normalizer import RobustNormalizer

SESSIONS = ["sub-01_ses-pre", "sub-01_ses-post", "sub-02_ses-pre", "sub-02_ses-post"]


def load_ieeg(i, n_channels=8, n_samples=300):
    rng = np.random.default_rng(i)
    x = rng.standard_t(df=3, size=(n_channels, n_samples)) * 30 + rng.normal(size=(n_channels, 1)) * 100
    return jnp.asarray(x.astype(np.float32))


def main():
    for i, name in enumerate(SESSIONS):
        norm = RobustNormalizer(session=name)
        z = norm(load_ieeg(i))
        print(f"{name}: clipped fraction {float((jnp.abs(z) >= norm.clip).mean()):.4f}")


if __name__ == "__main__":
    main()
