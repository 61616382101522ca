import jax
import jax.numpy as jnp

from soundings import fake_soundings, pad_profile

RD, CP = 287.0, 1004.0


@jax.jit
def theta_profile(p, T, n_valid):
    theta = T * (1000.0 / p) ** (RD / CP)
    valid = jnp.arange(p.shape[0]) < n_valid
    lapse = jnp.diff(theta) / jnp.diff(jnp.log(p))
    stable = jnp.where(valid[1:], lapse < 0, True)
    return jnp.where(valid, theta, jnp.nan), jnp.all(stable)


def main():
    n_stable = 0
    for p, T in fake_soundings():
        pp, tt, k = pad_profile(p, T)
        theta, stable = theta_profile(pp, tt, k)
        n_stable += int(stable)
    print("stable soundings:", n_stable)


if __name__ == "__main__":
    main()
