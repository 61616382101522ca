import jax.numpy as jnp

from config import CoolingProgramme
from control import cooling_curve


def main():
    progs = [CoolingProgramme("Gewurztraminer", setpoint=14), CoolingProgramme("Pinot gris"),
             CoolingProgramme("Albarino", setpoint=12.5, ramp_per_day=0.25), CoolingProgramme("Chenin", setpoint=15)]
    days = jnp.arange(0.0, 14.0)
    for p in progs:
        c = cooling_curve(days, p.setpoint, p.ramp_per_day)
        print(f"{p.name:15s} day0 {float(c[0]):.1f} C, day13 {float(c[-1]):.1f} C")


if __name__ == "__main__":
    main()
