import equinox as eqx
import jax
import jax.numpy as jnp


class SICForecaster(eqx.Module):
    conv1: eqx.nn.Conv2d
    conv2: eqx.nn.Conv2d
    lead_embed: jax.Array

    def __init__(self, key, max_lead=10):
        k1, k2, k3 = jax.random.split(key, 3)
        self.conv1 = eqx.nn.Conv2d(2, 8, 3, padding=1, key=k1)
        self.conv2 = eqx.nn.Conv2d(8, 1, 3, padding=1, key=k2)
        self.lead_embed = 0.01 * jax.random.normal(k3, (max_lead, 8))

    def __call__(self, sic, sst, lead_day):
        x = jnp.stack([sic, sst])
        h = jax.nn.relu(self.conv1(x) + self.lead_embed[lead_day][:, None, None])
        return jnp.clip(sic + 0.1 * jnp.tanh(self.conv2(h)[0]), 0.0, 1.0)
