import jax
import jax.numpy as jnp


def brownian_step(x, key, kT, dt=0.01, gamma=1.0):
    force = -4.0 * x ** 3 + 4.0 * x
    noise = jax.random.normal(key, x.shape)
    return x + dt * force / gamma + jnp.sqrt(2.0 * kT * dt / gamma) * noise


@jax.jit
def advance_replicas(xs, keys, kT):
    def run(x, key):
        def body(i, x):
            return brownian_step(x, jax.random.fold_in(key, i), kT)

        return jax.lax.fori_loop(0, 20, body, x)

    return jax.vmap(run)(xs, keys)
