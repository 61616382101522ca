import jax
import jax.numpy as jnp
import optax


def prune_smallest(params, frac):
    def one(w):
        thr = jnp.quantile(jnp.abs(w), frac)
        return jnp.where(jnp.abs(w) < thr, 0.0, w)
    return jax.tree.map(one, params)


def restart_adam(opt_state):
    """Restart bias correction after a pruning round; keep the moment estimates."""
    adam_state, rest = opt_state[0], opt_state[1:]
    return (adam_state._replace(count=jnp.zeros([], jnp.int32)),) + tuple(rest)
