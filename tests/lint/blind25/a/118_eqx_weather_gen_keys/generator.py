import equinox as eqx
import jax
import jax.numpy as jnp


class MarkovRain(eqx.Module):
    p_wet_after_dry: jax.Array
    p_wet_after_wet: jax.Array
    mean_wet_mm: jax.Array

    def sample(self, key, n_days):
        k1, k2 = jax.random.split(key)
        u = jax.random.uniform(k1, (n_days,))
        amounts = jax.random.gamma(k2, 0.8, (n_days,)) * self.mean_wet_mm / 0.8

        def step(wet, ui):
            now = ui < jnp.where(wet, self.p_wet_after_wet, self.p_wet_after_dry)
            return now, now

        _, wet = jax.lax.scan(step, False, u)
        return jnp.where(wet, amounts, 0.0)


@eqx.filter_jit
def drought_probability(gen, key, threshold_mm):
    rain = gen.sample(key, 90)
    return jnp.sum(rain) < threshold_mm, jnp.sum(rain)
