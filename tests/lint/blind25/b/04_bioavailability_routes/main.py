from functools import partial

import numpy as np
import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("route",))
def concentration(params, t, dose, route):
    cl, v, ka = params[..., 0:1], params[..., 1:2], params[..., 2:3]
    k = cl / v
    if route == "iv":
        return dose / v * jnp.exp(-k * t)
    return dose * ka / (v * (ka - k)) * (jnp.exp(-k * t) - jnp.exp(-ka * t))


def auc(conc, t):
    return jnp.trapezoid(conc, t, axis=-1)


def main():
    rng = np.random.default_rng(3)
    t = jnp.linspace(0.0, 48.0, 97)
    params = jnp.asarray(np.stack([rng.lognormal(np.log(5), .3, 50),
                                   rng.lognormal(np.log(40), .2, 50),
                                   rng.lognormal(np.log(1.0), .3, 50)], -1), jnp.float32)
    dose = jnp.float32(250.0)
    for period in range(3):
        auc_iv = auc(concentration(params, t, dose, route="iv"), t)
        auc_po = auc(concentration(params, t, dose, route="oral"), t)
        f_rel = auc_po / auc_iv
        print(f"period {period}: mean F = {float(f_rel.mean()):.3f}")


if __name__ == "__main__":
    main()
