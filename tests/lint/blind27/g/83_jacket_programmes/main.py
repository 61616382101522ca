import jax.numpy as jnp

from config import TankProgramme
from control import plan

PROGRAMMES = [
    TankProgramme("Sauvignon blanc", setpoint=13.5),
    TankProgramme("Chardonnay"),
    TankProgramme("Riesling", setpoint=12.5, ramp_per_day=0.25),
    TankProgramme("Viognier", setpoint=15.0),
]


def main():
    days = jnp.arange(0.0, 14.0)
    for prog in PROGRAMMES:
        sched = plan(prog, days)
        print(f"{prog.name:16s} day0 {float(sched[0]):.1f} C, day13 {float(sched[-1]):.1f} C")


if __name__ == "__main__":
    main()
