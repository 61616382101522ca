import numpy as np
import jax
import jax.numpy as jnp

from experience import exposure_years, claim_count


@jax.jit
def gamma_poisson_posterior(alpha, beta, claims, exposure):
    a = alpha + claims
    b = beta + exposure
    return a / b, jnp.sqrt(a) / b


def scheme_policies(rng, n, partial_share):
    return [{"claims": int(rng.poisson(0.3)), "partial": bool(rng.uniform() < partial_share),
             "months_in_force": int(rng.integers(1, 12))} for _ in range(n)]


def main():
    rng = np.random.default_rng(251)
    alpha, beta = jnp.float32(3.0), jnp.float32(10.0)
    for scheme, share in [("group_a", 0.0), ("group_b", 0.2), ("group_c", 0.0), ("group_d", 0.5)]:
        pols = scheme_policies(rng, 60, share)
        mean, sd = gamma_poisson_posterior(alpha, beta, claim_count(pols), exposure_years(pols))
        print(scheme, round(float(mean), 4), round(float(sd), 4))


if __name__ == "__main__":
    main()
