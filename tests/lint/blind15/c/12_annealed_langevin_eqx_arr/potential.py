import equinox as eqx
import jax
import jax.numpy as jnp


class DoubleWell(eqx.Module):
    barrier: jax.Array
    inv_temperature: jax.Array

    def energy(self, x):
        return self.barrier * jnp.sum((x ** 2 - 1.0) ** 2, axis=-1)

    def with_temperature(self, temperature):
        beta = jnp.asarray(1.0 / temperature, dtype=jnp.float32)
        return eqx.tree_at(lambda p: p.inv_temperature, self, beta)


@eqx.filter_jit
def langevin_sweep(potential, x, key, step_size=0.01, n_inner=20):
    grad_e = jax.grad(lambda y: potential.energy(y).sum())

    def body(x, k):
        noise = jax.random.normal(k, x.shape)
        x = x - step_size * potential.inv_temperature * grad_e(x) + jnp.sqrt(2 * step_size) * noise
        return x, None

    x, _ = jax.lax.scan(body, x, jax.random.split(key, n_inner))
    return x
