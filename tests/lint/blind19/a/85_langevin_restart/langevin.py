import jax
import jax.numpy as jnp


@jax.jit
def langevin_block(x, v, key, kT, gamma=1.0, dt=0.01):
    def body(i, carry):
        x, v = carry
        k = jax.random.fold_in(key, i)
        f = -x * (x * x - 1.0)
        noise = jax.random.normal(k, x.shape)
        v = v + dt * (f - gamma * v) + jnp.sqrt(2.0 * gamma * kT * dt) * noise
        x = x + dt * v
        return x, v

    return jax.lax.fori_loop(0, 50, body, (x, v))
