import jax
import jax.numpy as jnp


@jax.jit
def weekly_overtime_pay(hours, rates, mult, threshold):
    extra = jnp.clip(hours - threshold, 0.0, None)
    return (extra * rates * mult).sum()


def site_overtime(site, hours, rates):
    return weekly_overtime_pay(hours, rates, site.OVERTIME_MULT, site.WEEKLY_THRESHOLD)
