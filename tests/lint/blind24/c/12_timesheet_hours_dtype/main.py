import jax.numpy as jnp
from timesheets import monthly_hours
from payroll import gross_pay

rates = jnp.array([31.0, 28.5, 35.0])
for month, hours in monthly_hours():
    pay = gross_pay(hours, rates)
    print(month, [round(float(p), 2) for p in pay])
