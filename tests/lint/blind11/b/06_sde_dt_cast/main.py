import jax
import jax.numpy as jnp


@jax.jit
def em_step(x, key, dt_scale):
    dt = 1e-3 * dt_scale
    noise = jax.random.normal(key, x.shape)
    return x - x * dt + 0.3 * jnp.sqrt(dt) * noise


warmup = 3
x = jnp.ones(128)
key = jax.random.PRNGKey(0)
for step in range(8):
    key, sub = jax.random.split(key)
    dt_scale = jnp.asarray(min(1, (step + 1) / warmup), dtype=jnp.float32)
    x = em_step(x, sub, dt_scale)
print(float(x.mean()))
