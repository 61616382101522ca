import jax.numpy as jnp

from forcing import insolation

lats = jnp.linspace(-89.0, 89.0, 90)


class EnergyBalanceModel:
    def __init__(self, heat_capacity=10.0):
        self.temp = 288.0 * jnp.ones_like(lats)
        self.c = heat_capacity

    def step(self, day_of_year):
        q = insolation(lats, day_of_year)
        olr = 5.67e-8 * 0.61 * self.temp**4
        self.temp = self.temp + (0.7 * q - olr) / self.c * 0.1
        return self.temp


ebm = EnergyBalanceModel()
for day in range(0, 365, 30):
    t = ebm.step(day)
    print(day, float(t.mean()))
