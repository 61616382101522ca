import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

from calib import TemperedAMDClassifier, ece_and_nll


def main():
    rng = np.random.default_rng(0)
    feats = rng.normal(size=(128, 16)).astype(np.float32) * 3
    labels = rng.integers(0, 4, size=128).astype(np.int32)
    model = TemperedAMDClassifier(16, 4, jax.random.PRNGKey(0))
    for t in [0.5, 1.0, 1.5, 2.0, 3.0]:
        cand = eqx.tree_at(lambda m: m.log_t, model, jnp.log(jnp.float32(t)))
        ece, nll = ece_and_nll(cand, feats, labels)
        print(t, round(float(ece), 4), round(float(nll), 4))


if __name__ == "__main__":
    main()
