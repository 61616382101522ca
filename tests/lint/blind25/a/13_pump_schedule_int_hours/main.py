import jax
import jax.numpy as jnp
import numpy as np

PUMP_FLOW_M3H = 42.0


@jax.jit
def applied_depth(zone_area_ha, run_hours, uniformity):
    volume = PUMP_FLOW_M3H * run_hours
    depth_mm = volume / (zone_area_ha * 10.0)
    low_quarter = depth_mm * uniformity
    return depth_mm, low_quarter


def main():
    zone_areas = jnp.asarray(np.array([3.2, 4.1, 2.7, 5.0, 3.8]), jnp.float32)
    schedule = [4, 6, 3, 8, 5, 2, 7]
    for day, hours in enumerate(schedule):
        d, lq = applied_depth(zone_areas, hours, 0.82)
        print(f"day {day}: run {hours} h -> mean {float(d.mean()):.1f} mm, low-quarter {float(lq.min()):.1f} mm")


if __name__ == "__main__":
    main()
