import jax
import jax.numpy as jnp
import numpy as np

from cleaning import remove_outliers


@jax.jit
def xsec_moments(rets):
    mu = rets.mean()
    sd = rets.std()
    skew = jnp.mean(((rets - mu) / sd) ** 3)
    return mu, sd, skew


def main():
    rng = np.random.default_rng(60)
    for day in range(6):
        rets = rng.uniform(-0.01, 0.01, 200).astype(np.float32)
        n_bad = day % 3 + 1
        rets[rng.choice(200, n_bad, replace=False)] = 0.5  # bad prints from the vendor
        clean = remove_outliers(rets)
        mu, sd, skew = xsec_moments(jnp.asarray(clean))
        print(day, clean.shape[0], round(float(skew), 3))


if __name__ == "__main__":
    main()
