import jax.numpy as jnp

from advisor import economic_optimum, yield_at

TRIAL_SITES = {
    "loam_east": (jnp.float32(5.1), jnp.float32(0.048), jnp.float32(-0.00013)),
    "clay_west": (jnp.float32(4.6), jnp.float32(0.052), jnp.float32(-0.00015)),
    "sand_south": (jnp.float32(3.9), jnp.float32(0.041), jnp.float32(-0.00011)),
}


def main():
    for site, coefs in TRIAL_SITES.items():
        opt_rate, ymax = economic_optimum(coefs, grain_price=180.0, n_price=1.1)
        farmer = yield_at(140.0, coefs)
        print(f"{site:10s} EONR {float(opt_rate):.0f} kg/ha, max {float(ymax):.2f} t/ha, at 140: {float(farmer):.2f}")


if __name__ == "__main__":
    main()
