import equinox as eqx
import jax
import jax.numpy as jnp


class BirthDeath(eqx.Module):
    birth: jax.Array
    death: jax.Array

    def propensities(self, n):
        return jnp.array([self.birth, self.death * n])


@eqx.filter_jit
def tau_leap(model, n0, key, tau=0.05, n_steps=200):

    def step(n, k):
        a = model.propensities(n)
        events = jax.random.poisson(k, a * tau)
        n = jnp.maximum(n + events[0] - events[1], 0.0)
        return n, n

    _, traj = jax.lax.scan(step, n0, jax.random.split(key, n_steps))
    return traj
