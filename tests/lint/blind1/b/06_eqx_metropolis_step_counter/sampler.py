import equinox as eqx
import jax
import jax.numpy as jnp


class RandomWalkMetropolis(eqx.Module):
    step_size: jax.Array
    position: jax.Array
    log_prob: jax.Array
    n_blocks: int = 0

    @classmethod
    def create(cls, log_density, x0, step_size=0.5):
        x0 = jnp.asarray(x0)
        return cls(jnp.asarray(step_size), x0, log_density(x0))


@eqx.filter_jit
def sample_block(state: RandomWalkMetropolis, log_density, key, n_steps=50):
    def body(carry, k):
        x, lp = carry
        k_prop, k_acc = jax.random.split(k)
        prop = x + state.step_size * jax.random.normal(k_prop, x.shape)
        lp_prop = log_density(prop)
        accept = jnp.log(jax.random.uniform(k_acc)) < lp_prop - lp
        x = jnp.where(accept, prop, x)
        lp = jnp.where(accept, lp_prop, lp)
        return (x, lp), (x, accept)

    keys = jax.random.split(key, n_steps)
    (x, lp), (xs, acc) = jax.lax.scan(body, (state.position, state.log_prob), keys)
    new_state = eqx.tree_at(lambda s: (s.position, s.log_prob), state, (x, lp))
    return new_state, xs, acc.mean()


def adapt(state: RandomWalkMetropolis, accept_rate, target=0.3):
    scale = jnp.exp(accept_rate - target)
    return eqx.tree_at(
        lambda s: (s.step_size, s.n_blocks), state, (state.step_size * scale, state.n_blocks + 1)
    )
