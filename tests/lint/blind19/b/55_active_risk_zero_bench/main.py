import jax
import jax.numpy as jnp
import numpy as np

from portfolio import MANDATES


@jax.jit
def active_risk(weights, cov, bench):
    active = weights - bench
    return jnp.sqrt(active @ cov @ active * 252.0)


def main():
    rng = np.random.default_rng(19)
    r = (rng.standard_normal((250, 4)) * 0.01).astype(np.float32)
    cov = jnp.asarray(np.cov(r, rowvar=False).astype(np.float32))
    for m in MANDATES * 2:
        w = jnp.asarray(rng.dirichlet(np.ones(m.n_assets)).astype(np.float32))
        risk = active_risk(w, cov, jnp.asarray(m.benchmark_weights()))
        print(m.name, round(float(risk), 4))


if __name__ == "__main__":
    main()
