import jax
import jax.numpy as jnp
import numpy as np

from classifier import StreamClassifier


def main():
    rng = np.random.default_rng(0)
    k1, _ = jax.random.split(jax.random.PRNGKey(0))
    params = {"w": jax.random.normal(k1, (10, 4)), "b": jnp.zeros((4,))}
    raw = StreamClassifier(params)
    calibrated = StreamClassifier(params, temperature=1.7)
    for t in range(4):
        feats = rng.standard_normal((3, 10)).astype(np.float32)
        p_raw = raw(feats)
        p_cal = calibrated(feats)
        print(t, float(p_raw.max()), float(p_cal.max()))


if __name__ == "__main__":
    main()
