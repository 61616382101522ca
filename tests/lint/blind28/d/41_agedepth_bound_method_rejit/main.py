import jax.numpy as jnp

from agemodel import DansgaardJohnsen

core = DansgaardJohnsen(thickness=3040.0, accumulation=0.22, kink_height=1200.0)
tie_points = {"Laschamp": 1980.0, "YD-Holocene": 1490.0, "LGM": 1850.0, "Eemian": 2800.0}
for section in range(4):
    depths = jnp.linspace(section * 700.0 + 10.0, section * 700.0 + 690.0, 64)
    age = core.ages(depths)
    print(f"section {section}: {float(age[0]):.0f}-{float(age[-1]):.0f} years b2k")
for name, d in tie_points.items():
    print(name, f"{float(core.ages(jnp.array([d]))[0]):.0f} a")
