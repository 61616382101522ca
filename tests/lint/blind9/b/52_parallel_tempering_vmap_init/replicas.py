import jax
import jax.numpy as jnp


def rugged_energy(x):
    """Rastrigin-like landscape: many local minima, global minimum at 0."""
    return jnp.sum(x ** 2 - 2.0 * jnp.cos(2 * jnp.pi * x) + 2.0)


def mala_move(x, key, temperature, step=0.05):
    k1, k2 = jax.random.split(key)
    g = jax.grad(rugged_energy)(x)
    prop = x - step * g / temperature + jnp.sqrt(2 * step) * jax.random.normal(k1, x.shape)
    log_acc = (rugged_energy(x) - rugged_energy(prop)) / temperature
    accept = jnp.log(jax.random.uniform(k2)) < log_acc
    return jnp.where(accept, prop, x)


class ParallelTempering:
    def __init__(self, temperatures, dim, key):
        self.temperatures = jnp.asarray(temperatures, jnp.float32)
        self.x = jax.random.normal(key, (len(temperatures), dim)) * 2.0
        self._batched_moves = jax.jit(jax.vmap(mala_move))

    def local_moves(self, key):
        keys = jax.random.split(key, self.x.shape[0])
        self.x = self._batched_moves(self.x, keys, self.temperatures)

    def swap(self, key):
        e = jax.vmap(rugged_energy)(self.x)
        i = int(jax.random.randint(key, (), 0, self.x.shape[0] - 1))
        t = self.temperatures
        log_acc = (e[i] - e[i + 1]) * (1 / t[i] - 1 / t[i + 1])
        if jnp.log(jax.random.uniform(jax.random.fold_in(key, 1))) < log_acc:
            self.x = self.x.at[jnp.array([i, i + 1])].set(self.x[jnp.array([i + 1, i])])

    def coldest_energy(self):
        return float(rugged_energy(self.x[0]))
