import jax.numpy as jnp
from calendars import holidays_for, REGION_HOLIDAYS
from staffing import expected_staff

days = jnp.arange(180)
base = jnp.full(180, 40.0)
for region in REGION_HOLIDAYS:
    staff = expected_staff(base, days, holidays_for(region))
    print(region, float(staff.sum()))
