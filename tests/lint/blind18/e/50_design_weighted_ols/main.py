import numpy as np
import jax.numpy as jnp

from regress import wls


def survey_sample(rng, n=400):
    stratum = rng.integers(0, 3, size=n)
    inclusion = np.array([0.05, 0.2, 0.5])[stratum]
    educ = rng.normal(12, 2, size=n)
    wage = 5 + 0.8 * educ + 1.5 * stratum + rng.normal(0, 2, size=n)
    X = np.column_stack([np.ones(n), educ]).astype(np.float32)
    return X, wage.astype(np.float32), (1.0 / inclusion).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    X, y, w = survey_sample(rng)
    unweighted = wls(X, y, np.ones_like(y))
    weighted = wls(X, y, w)
    trimmed = wls(X, y, np.minimum(w, 10.0))
    for name, (b, s2) in [("unweighted", unweighted), ("design", weighted), ("trimmed", trimmed)]:
        print(f"{name:>10}: return to education {float(b[1]):.3f}, sigma2 {float(s2):.2f}")


if __name__ == "__main__":
    main()
