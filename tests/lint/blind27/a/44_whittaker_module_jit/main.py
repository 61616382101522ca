import numpy as np
import jax
import jax.numpy as jnp


def _diff2(n):
    d = jnp.eye(n)
    return (d[2:] - 2 * d[1:-1] + d[:-2])


def whittaker_henderson(crude_qx, weights, lam):
    D = _diff2(crude_qx.shape[0])
    return jnp.linalg.solve(jnp.diag(weights) + lam * D.T @ D, weights * crude_qx)


graduate = jax.jit(whittaker_henderson)


def graduate_all(tables, lam):
    return {name: graduate(q, w, lam) for name, (q, w) in tables.items()}


def main():
    rng = np.random.default_rng(405)
    ages = np.arange(30, 95)
    tables = {}
    for name, shift in [("ass_m", 0.0), ("ass_f", -4.0), ("ann_m", -2.0), ("ann_f", -6.0)]:
        expo = rng.uniform(500, 2500, ages.size)
        deaths = rng.poisson(1e-4 * np.exp(0.092 * (ages + shift - 20)) * expo)
        tables[name] = (jnp.asarray(deaths / expo, jnp.float32), jnp.asarray(expo / expo.mean(), jnp.float32))
    for lam in (10.0, 100.0, 1000.0):
        out = graduate_all(tables, lam)
        print(lam, {k: round(float(v[40]), 5) for k, v in out.items()})


if __name__ == "__main__":
    main()
