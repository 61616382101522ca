import jax
import jax.numpy as jnp
import numpy as np

from model import outcome_probs
from report import matchday_report


def main():
    rng = np.random.default_rng(0)
    params = {"w": jnp.asarray(rng.normal(size=(4, 3)) * 0.3, jnp.float32), "b": jnp.zeros(3)}
    for md in range(3):
        feats = rng.normal(size=(5, 4)).astype(np.float32)
        probs = outcome_probs(params, feats)
        print("matchday", md, "mean home", round(float(probs[:, 0].mean()), 3))
        matchday_report(params, feats, [f"fixture{i}" for i in range(5)])


if __name__ == "__main__":
    main()
