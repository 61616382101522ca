import equinox as eqx
import jax
import jax.numpy as jnp


class RunningNorm(eqx.Module):
    mean: jax.Array
    var: jax.Array
    count: jax.Array
    clip: float = eqx.field(static=True, default=5.0)

    @classmethod
    def create(cls, dim):
        return cls(jnp.zeros(dim), jnp.ones(dim), jnp.zeros((), jnp.int32))

    def __call__(self, obs):
        return jnp.clip((obs - self.mean) / jnp.sqrt(self.var + 1e-8), -self.clip, self.clip)


@eqx.filter_jit
def update_norm(norm, batch):
    b_mean, b_var, b_n = batch.mean(0), batch.var(0), batch.shape[0]
    total = norm.count + b_n
    delta = b_mean - norm.mean
    mean = norm.mean + delta * b_n / total
    m2 = norm.var * norm.count + b_var * b_n + delta ** 2 * norm.count * b_n / total
    return eqx.tree_at(lambda n: (n.mean, n.var, n.count), norm, (mean, m2 / total, total))
