import jax
import jax.numpy as jnp

from metadata import from_sensor_log, parse_scene_tags


@jax.jit
def braking_envelope(speed, gap, wet_road, night):
    mu = jnp.where(wet_road, 0.5, 0.8)
    reaction = jnp.where(night, 1.5, 1.0)
    stop_dist = speed * reaction + speed ** 2 / (2 * mu * 9.81)
    return gap - stop_dist


def main():
    speed = jnp.array([8.0, 12.0, 20.0])
    gap = jnp.array([30.0, 40.0, 60.0])
    sources = [
        parse_scene_tags(["rain", "urban"]),
        from_sensor_log({"wiper_state": 1, "headlights": 0}),
        parse_scene_tags(["night"]),
        from_sensor_log({"wiper_state": 0, "headlights": 1}),
    ]
    for flags in sources:
        margin = braking_envelope(speed, gap, flags["wet_road"], flags["night"])
        print(flags, [round(float(m), 1) for m in margin])


if __name__ == "__main__":
    main()
