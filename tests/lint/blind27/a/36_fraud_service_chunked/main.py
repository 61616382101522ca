import numpy as np
import jax
import equinox as eqx

from scorer import score_claims


def main():
    model = eqx.nn.MLP(14, 1, width_size=32, depth=2, key=jax.random.PRNGKey(8))
    rng = np.random.default_rng(102)
    for day in range(6):
        n_claims = int(rng.integers(40, 400))
        f = rng.normal(size=(n_claims, 14)).astype(np.float32)
        s = score_claims(model, f)
        print("day", day, len(s), int((s > 0.6).sum()))


if __name__ == "__main__":
    main()
