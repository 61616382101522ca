import jax
import jax.numpy as jnp

from state import ChainState


def log_psi(s, W, b):
    return jnp.sum(jnp.log(jnp.cosh(s @ W + b)), axis=-1)


@jax.jit
def metropolis_sweep(state, W, b):
    n = state.spins.shape[-1]

    def flip(carry, i):
        spins, key, acc = carry
        key, sub = jax.random.split(key)
        prop = spins.at[:, i].multiply(-1.0)
        ratio = jnp.exp(2.0 * (log_psi(prop, W, b) - log_psi(spins, W, b)))
        ok = jax.random.uniform(sub, (spins.shape[0],)) < ratio
        return (jnp.where(ok[:, None], prop, spins), key, acc + ok.sum()), None

    (spins, key, acc), _ = jax.lax.scan(flip, (state.spins, state.key, state.n_accepted), jnp.arange(n))
    return state.replace(spins=spins, key=key, n_accepted=acc, sweeps_done=state.sweeps_done + 1)
