import jax
import jax.numpy as jnp
import numpy as np

from sources import activity_features, join_features, profile_features

WEIGHTS = {"age_bucket": 0.1, "tenure_days": 0.01, "sessions_7d": 0.3, "purchases_30d": 0.8}


@jax.jit
def propensity(features, weights):
    logit = sum(features[k] * weights[k] for k in features)
    return jax.nn.sigmoid(logit - 2.0)


def main():
    rng = np.random.default_rng(0)
    weights = {k: jnp.float32(v) for k, v in WEIGHTS.items()}
    orders = [(profile_features, activity_features), (activity_features, profile_features)]
    for request in range(4):
        feats = join_features(rng, 8, orders[request % 2])
        print(request, list(feats)[0], np.asarray(propensity(feats, weights)).round(2)[:4])


if __name__ == "__main__":
    main()
