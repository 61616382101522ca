import numpy as np
import jax.numpy as jnp

from factors import training_factors, quote_factors
from model import fit_step, relativities


def main():
    rng = np.random.default_rng(60)
    coefs = jnp.zeros(4)
    for epoch in range(3):
        factors = training_factors(rng, 500)
        claims = rng.poisson(np.exp(-1.0 + 0.3 * factors[0] - 0.2 * factors[2])).astype(np.float32)
        for _ in range(20):
            coefs = fit_step(coefs, factors, claims)
    print("coefs", np.round(np.asarray(coefs), 3))
    for day in range(3):
        rel = relativities(coefs, quote_factors(rng, 500))
        print("quote day", day, round(float(rel.mean()), 4))


if __name__ == "__main__":
    main()
