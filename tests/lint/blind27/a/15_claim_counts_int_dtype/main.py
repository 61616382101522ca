import numpy as np
import jax
import jax.numpy as jnp

from regions import REGIONS, region_counts


@jax.jit
def negbin_grad_step(params, x, counts):
    def nll(p):
        beta, log_r = p[:-1], p[-1]
        mu = jnp.exp(x @ beta - 1.0)
        r = jnp.exp(log_r)
        ll = (jax.scipy.special.gammaln(counts + r) - jax.scipy.special.gammaln(r)
              + r * jnp.log(r / (r + mu)) + counts * jnp.log(mu / (r + mu)))
        return -ll.mean()
    return params - 0.2 * jax.grad(nll)(params)


def main():
    rng = np.random.default_rng(40)
    for region in REGIONS:
        x, counts = region_counts(rng, region)
        p = jnp.zeros(4)
        for _ in range(30):
            p = negbin_grad_step(p, x, counts)
        print(region, counts.dtype, np.round(np.asarray(p), 3))


if __name__ == "__main__":
    main()
