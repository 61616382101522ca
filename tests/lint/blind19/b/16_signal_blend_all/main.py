import jax
import jax.numpy as jnp
import numpy as np

from features import compute_features

BLEND = {"ret_1": -0.3, "mom_5": 0.5, "mom_20": 0.8}


@jax.jit
def blended_scores(features):
    score = 0.0
    for name, x in features.items():
        z = (x - x.mean()) / (x.std() + 1e-6)
        score = score + BLEND[name] * z
    return jax.nn.softmax(score)


def main():
    rng = np.random.default_rng(4)
    prices = 100 * np.exp(np.cumsum(rng.standard_normal((40, 6)) * 0.01, axis=0))
    for t in range(1, 40):
        w = blended_scores({k: jnp.asarray(v) for k, v in compute_features(prices, t).items()})
    print("final weights:", np.round(np.asarray(w), 3))


if __name__ == "__main__":
    main()
