import equinox as eqx
import jax
import jax.numpy as jnp


class RunningNorm(eqx.Module):
    mean: jax.Array
    var: jax.Array
    count: jax.Array

    @classmethod
    def create(cls, dim):
        return cls(jnp.zeros(dim), jnp.ones(dim), jnp.zeros((), jnp.float32))

    def update(self, batch):
        n = batch.shape[0]
        b_mean, b_var = batch.mean(0), batch.var(0)
        total = self.count + n
        delta = b_mean - self.mean
        mean = self.mean + delta * n / total
        m2 = self.var * self.count + b_var * n + delta ** 2 * self.count * n / total
        return RunningNorm(mean, m2 / total, total)

    def __call__(self, x):
        return (x - self.mean) / jnp.sqrt(self.var + 1e-8)


@eqx.filter_jit
def update_and_normalize(norm, batch):
    norm = norm.update(batch)
    return norm, norm(batch)
