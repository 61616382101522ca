import jax.numpy as jnp

from population import AphidDynamics, integrate_week

DEGREE_DAYS_PER_WEEK = [38.5, 52.0, 61.3, 70.2, 66.8, 58.1]


def main():
    model = AphidDynamics(r=jnp.float32(0.028), k=jnp.float32(900.0), predation=jnp.float32(0.0009))
    aphids, ladybirds = jnp.float32(20.0), jnp.float32(5.0)
    for week, dd in enumerate(DEGREE_DAYS_PER_WEEK):
        dt = dd / 56.0
        aphids, ladybirds, peak = integrate_week(model, aphids, ladybirds, dt)
        print(f"week {week}: aphids/plant-equiv {float(aphids):.0f}, ladybirds {float(ladybirds):.1f}, peak {float(peak):.0f}")


if __name__ == "__main__":
    main()
