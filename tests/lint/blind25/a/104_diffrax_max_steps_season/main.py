import jax.numpy as jnp

from ode import competition_season

FIELDS = [("early_sown", 140), ("mid_sown", 125), ("late_sown", 110), ("double_crop", 95)]


def main():
    args = (jnp.float32(0.09), jnp.float32(0.12), jnp.float32(0.6), jnp.float32(0.4))
    y0 = jnp.array([5.0, 2.0], jnp.float32)
    for name, season_days in FIELDS:
        budget = season_days * 8
        crop, weed = competition_season(y0, args, jnp.float32(season_days), max_steps=budget)
        print(f"{name:12s}: crop biomass {float(crop):.0f}, weed biomass {float(weed):.0f} g/m2")


if __name__ == "__main__":
    main()
