from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

# angular speeds in degrees per hour
CONSTITUENTS = {"M2": 28.9841042, "S2": 30.0, "N2": 28.4397295, "K1": 15.0410686,
                "O1": 13.9430356, "K2": 30.0821373, "P1": 14.9589314, "Q1": 13.3986609}


@partial(jax.jit, static_argnums=(2,))
def fit_harmonics(t_hours, eta, speeds):
    w = jnp.deg2rad(jnp.asarray(speeds))
    design = jnp.concatenate([jnp.ones((t_hours.shape[0], 1)),
                              jnp.cos(t_hours[:, None] * w), jnp.sin(t_hours[:, None] * w)], axis=1)
    coef, *_ = jnp.linalg.lstsq(design, eta)
    resid = eta - design @ coef
    return coef, jnp.sqrt(jnp.mean(resid ** 2))


def main():
    rng = np.random.default_rng(3)
    t = np.arange(0, 24 * 30, 1.0, dtype=np.float32)
    w = np.deg2rad(np.array(list(CONSTITUENTS.values())))
    amp = rng.uniform(0.05, 1.2, len(w))
    eta = (amp[None] * np.cos(t[:, None] * w[None])).sum(1) + rng.normal(0, 0.05, len(t))
    eta = eta.astype(np.float32)
    names = list(CONSTITUENTS)
    for k in range(2, len(names) + 1):
        speeds = tuple(CONSTITUENTS[n] for n in names[:k])
        _, rms = fit_harmonics(t, eta, speeds)
        print(f"{k} constituents: rms residual {float(rms):.4f} m")


if __name__ == "__main__":
    main()
