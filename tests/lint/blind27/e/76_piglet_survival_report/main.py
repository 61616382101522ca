import jax
import jax.numpy as jnp

from report import weekly_inputs


@jax.jit
def piglet_survival(births, deaths, weaned):
    pre_wean_mortality = deaths / jnp.maximum(births, 1.0)
    weaning_rate = weaned / jnp.maximum(births, 1.0)
    return pre_wean_mortality.mean(), jnp.sum(weaning_rate < 0.8)


for week in range(6):
    mort, low = piglet_survival(**weekly_inputs(week))
    print(f"week {week}: pre-weaning mortality {float(mort):.3f}, low-weaning sows {int(low)}")
