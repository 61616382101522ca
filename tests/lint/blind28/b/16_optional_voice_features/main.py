import jax
import jax.numpy as jnp
import numpy as np

from features import match_features


@jax.jit
def toxicity_score(w, feats):
    s = feats["movement"] @ w["movement"] + feats["economy"] @ w["economy"]
    if "voice" in feats:
        s = s + feats["voice"] @ w["voice"]
    return jax.nn.sigmoid(s)


def main():
    rng = np.random.default_rng(31)
    w = {"movement": jnp.ones(16) * 0.1, "economy": jnp.ones(4) * -0.2, "voice": jnp.ones(3) * 0.3}
    flagged = 0
    for match in range(10):
        feats = match_features(rng)
        flagged += int((toxicity_score(w, feats) > 0.7).sum())
    print("flagged", flagged)


if __name__ == "__main__":
    main()
