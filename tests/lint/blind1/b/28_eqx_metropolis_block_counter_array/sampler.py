import equinox as eqx
import jax
import jax.numpy as jnp


class RandomWalkMetropolis(eqx.Module):
    step_size: jax.Array
    position: jax.Array
    log_prob: jax.Array
    n_blocks: jax.Array
    log_density: callable = eqx.field(static=True)

    @classmethod
    def create(cls, log_density, x0, step_size=0.5):
        x0 = jnp.asarray(x0)
        return cls(jnp.asarray(step_size, jnp.float32), x0, log_density(x0), jnp.zeros((), jnp.int32), log_density)

    @eqx.filter_jit
    def run_block(self, key, n_steps=50):
        def body(carry, k):
            x, lp = carry
            k_prop, k_acc = jax.random.split(k)
            prop = x + self.step_size * jax.random.normal(k_prop, x.shape)
            lp_prop = self.log_density(prop)
            accept = jnp.log(jax.random.uniform(k_acc)) < lp_prop - lp
            return (jnp.where(accept, prop, x), jnp.where(accept, lp_prop, lp)), (x, accept)

        (x, lp), (xs, acc) = jax.lax.scan(body, (self.position, self.log_prob), jax.random.split(key, n_steps))
        rate = acc.mean()
        new = eqx.tree_at(
            lambda s: (s.position, s.log_prob, s.step_size, s.n_blocks),
            self,
            (x, lp, self.step_size * jnp.exp(rate - 0.3), self.n_blocks + 1),
        )
        return new, xs, rate
