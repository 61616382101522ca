import equinox as eqx
import jax
import jax.numpy as jnp


class RichardsonWeather(eqx.Module):
    p_wet_after_dry: jax.Array
    p_wet_after_wet: jax.Array
    mean_wet_mm: jax.Array

    def sample(self, key, n_days):
        k1, k2 = jax.random.split(key)
        u = jax.random.uniform(k1, (n_days,))
        amounts = jax.random.exponential(k2, (n_days,)) * self.mean_wet_mm

        def step(wet, ui):
            p = jnp.where(wet, self.p_wet_after_wet, self.p_wet_after_dry)
            now = ui < p
            return now, now

        _, wet = jax.lax.scan(step, False, u)
        return jnp.where(wet, amounts, 0.0)


@eqx.filter_jit
def seasonal_rain_scenario(gen, seed):
    rain = gen.sample(jax.random.PRNGKey(seed), 120)
    return jnp.sum(rain), jnp.max(rain)
