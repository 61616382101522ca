import jax
import jax.numpy as jnp

from plant import TankFarm


@jax.jit
def cider_attenuation(sg, online, og):
    apparent = (og - sg) / (og - 1.0)
    return jnp.sum(apparent * online) / jnp.maximum(online.sum(), 1.0)


def main():
    farm = TankFarm()
    og = jnp.float32(1.050)
    for day in range(6):
        farm.advance_day(day)
        sg, online = farm.readings
        mean_att = cider_attenuation(sg, online, og)
        print(f"day {day}: {int(online.sum())} tanks online, mean attenuation {float(mean_att):.0%}")


if __name__ == "__main__":
    main()
