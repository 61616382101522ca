import jax
import jax.numpy as jnp

from scenario import co2_for_year


@jax.jit
def ebm_year(temp, co2, heat_capacity=8.0, feedback=1.2):
    forcing = 5.35 * jnp.log(co2 / 280.0)
    return temp + (forcing - feedback * temp) / heat_capacity


temp = jnp.zeros(())
for year in range(2015, 2026):
    temp = ebm_year(temp, co2_for_year(year))
    print(year, jnp.shape(temp), float(jnp.ravel(temp)[0]))
