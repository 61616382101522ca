import jax
import jax.numpy as jnp
import numpy as np

from coefficients import KC, STAGE_DAYS


@jax.jit
def seasonal_crop_et(et0, kc_stages):
    kc_ini, kc_mid, kc_end = kc_stages[0], kc_stages[1], kc_stages[2]
    d1, d2, d3, d4 = STAGE_DAYS
    kc = jnp.concatenate([
        jnp.full(d1, kc_ini),
        jnp.linspace(kc_ini, kc_mid, d2),
        jnp.full(d3, kc_mid),
        jnp.linspace(kc_mid, kc_end, d4),
    ])
    return (kc * et0).sum()


def main():
    rng = np.random.default_rng(0)
    for region in KC:
        et0 = jnp.asarray(rng.uniform(3, 7, sum(STAGE_DAYS)).astype(np.float32))
        kc_stages = jnp.asarray(KC[region], jnp.float32)
        print(region, round(float(seasonal_crop_et(et0, kc_stages)), 1))


if __name__ == "__main__":
    main()
