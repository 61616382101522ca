import jax
import jax.numpy as jnp
import numpy as np

from arms import features_for


@jax.jit
def arm_scores(x, weights, feature_mask):
    return jax.nn.sigmoid(x @ (weights * feature_mask))


def main():
    rng = np.random.default_rng(0)
    weights = jnp.asarray(rng.normal(size=6), jnp.float32)
    for i, arm in enumerate(["control", "no_price", "minimal", "control", "minimal"]):
        x = rng.normal(size=(10, 6)).astype(np.float32)
        print(arm, np.asarray(arm_scores(x, weights, features_for(arm))).round(2)[:4])


if __name__ == "__main__":
    main()
