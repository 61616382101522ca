import jax.numpy as jnp

from analytics import attenuation_report
from plant import Cellar


def main():
    cellar = Cellar()
    og = jnp.float32(1.052)
    for day in range(6):
        cellar.advance_day(day)
        names, sg = cellar.active_readings
        att, abv, mean_att = attenuation_report(sg, og)
        print(f"day {day}: {len(names)} tanks online, mean apparent attenuation {float(mean_att):.0%}")


if __name__ == "__main__":
    main()
