import equinox as eqx
import jax
import jax.numpy as jnp


class NoisyDensityField(eqx.Module):
    mlp: eqx.nn.MLP
    noise_std: jax.Array

    def __init__(self, key, noise_std=1.0):
        self.mlp = eqx.nn.MLP(3, 4, width_size=32, depth=2, key=key)
        self.noise_std = jnp.asarray(noise_std, jnp.float32)

    def __call__(self, pts, key):
        out = jax.vmap(self.mlp)(pts)
        raw_sigma = out[:, 3] + jax.lax.stop_gradient(self.noise_std) * jax.random.normal(key, out[:, 3].shape)
        return jax.nn.sigmoid(out[:, :3]), jax.nn.relu(raw_sigma)


def with_noise_schedule(model, step, base_std=1.0, half_life=2):
    return eqx.tree_at(lambda m: m.noise_std, model, jnp.asarray(base_std * 0.5 ** (step / half_life), jnp.float32))
