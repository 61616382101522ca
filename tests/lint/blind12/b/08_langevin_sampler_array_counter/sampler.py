import equinox as eqx
import jax
import jax.numpy as jnp


class LangevinSampler(eqx.Module):
    position: jax.Array
    n_steps: jax.Array
    step_size: float = eqx.field(static=True, default=0.1)

    def current_step_size(self):
        return self.step_size / (1.0 + self.n_steps) ** 0.55


def log_density(x):
    return -0.5 * (x[..., 0] ** 2 / 4.0 + (x[..., 1] - 0.5 * x[..., 0] ** 2) ** 2)


@eqx.filter_jit
def langevin_update(sampler, key):
    eps = sampler.current_step_size()
    grad = jax.vmap(jax.grad(log_density))(sampler.position)
    noise = jax.random.normal(key, sampler.position.shape)
    new_pos = sampler.position + eps * grad + jnp.sqrt(2.0 * eps) * noise
    return eqx.tree_at(lambda s: (s.position, s.n_steps), sampler, (new_pos, sampler.n_steps + 1))
