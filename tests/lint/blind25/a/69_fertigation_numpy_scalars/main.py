import jax
import jax.numpy as jnp

from schedule import load_fertigation_plan


@jax.jit
def root_zone_nitrate(no3_profile, n_kg, water_mm):
    depth_weights = jnp.exp(-jnp.arange(no3_profile.shape[0]) / (0.05 * water_mm + 1.0))
    added = n_kg * depth_weights / depth_weights.sum()
    leached = no3_profile[-1] * jnp.clip(water_mm / 40.0, 0.0, 1.0)
    shifted = jnp.concatenate([no3_profile[:1] * 0.0, no3_profile[:-1]]) * 0.1
    return no3_profile * 0.9 + shifted + added, leached


def main():
    profile = jnp.full((10,), 4.0, jnp.float32)
    total_leached = 0.0
    for ev in load_fertigation_plan():
        profile, leached = root_zone_nitrate(profile, ev["n_kg"], ev["water_mm"])
        total_leached += float(leached)
        print(f"day {ev['day']}: {ev['n_kg']:.0f} kg N with {ev['water_mm']:.1f} mm, root zone N {float(profile.sum()):.1f}")
    print(f"leached below profile: {total_leached:.2f} kg/ha")


if __name__ == "__main__":
    main()
