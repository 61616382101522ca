from typing import NamedTuple

import jax
import jax.numpy as jnp
import numpy as np


class MixtureState(NamedTuple):
    mu_cl: jax.Array
    sig_cl: jax.Array
    mu_f: jax.Array
    sig_f: jax.Array
    frac_cl: jax.Array


def log_gauss(x, mu, sig):
    return -0.5 * ((x - mu) / sig) ** 2 - jnp.log(sig)


@jax.jit
def em_update(state, rv):
    a = jnp.log(state.frac_cl) + log_gauss(rv, state.mu_cl, state.sig_cl)
    b = jnp.log1p(-state.frac_cl) + log_gauss(rv, state.mu_f, state.sig_f)
    r = jax.nn.sigmoid(a - b)
    mu_cl = (r * rv).sum() / r.sum()
    mu_f = ((1 - r) * rv).sum() / (1 - r).sum()
    sig_cl = jnp.sqrt((r * (rv - mu_cl) ** 2).sum() / r.sum())
    sig_f = jnp.sqrt(((1 - r) * (rv - mu_f) ** 2).sum() / (1 - r).sum())
    return MixtureState(mu_cl, sig_cl, mu_f, sig_f, r.mean())


def main():
    rng = np.random.default_rng(1)
    rv = np.concatenate([rng.normal(-34.0, 1.2, 250), rng.normal(5.0, 40.0, 900)]).astype(np.float32)
    f32 = jnp.float32
    state = MixtureState(f32(-30.0), f32(3.0), f32(0.0), f32(30.0), f32(0.2))
    for it in range(10):
        state = em_update(state, rv)
    print(f"cluster RV {float(state.mu_cl):.2f} +/- {float(state.sig_cl):.2f} km/s, "
          f"member fraction {float(state.frac_cl):.3f}")


if __name__ == "__main__":
    main()
