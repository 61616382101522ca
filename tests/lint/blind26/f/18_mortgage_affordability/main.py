import jax
import jax.numpy as jnp
import numpy as np
from rates import quoted_rate

@jax.jit
def monthly_payment(principal, annual_rate):
    r = annual_rate / 12.0
    n = 360
    return principal * r * (1 + r) ** n / ((1 + r) ** n - 1)

prices = jnp.array([250_000.0, 340_000.0, 410_000.0, 520_000.0]) * 0.8
income = jnp.array([6200.0, 7800.0, 9100.0, 11000.0])
for year in range(6):
    rate = quoted_rate(year)
    pay = monthly_payment(prices, rate)
    print(year, type(rate).__name__, np.round(np.asarray(pay / income), 3))
