import jax
import jax.numpy as jnp

from sampler import metropolis_sweep
from state import ChainState

N_SPINS = 10
N_CHAINS = 16


def main():
    key = jax.random.PRNGKey(0)
    kw, ks = jax.random.split(key)
    W = 0.3 * jax.random.normal(kw, (N_SPINS, 2 * N_SPINS))
    b = jnp.zeros(2 * N_SPINS)
    state = ChainState(spins=jnp.ones((N_CHAINS, N_SPINS)), key=ks, n_accepted=jnp.zeros((), jnp.int32),
                       sweeps_done=jnp.zeros((), jnp.int32))
    for _ in range(6):
        state = metropolis_sweep(state, W, b)
    rate = int(state.n_accepted) / (int(state.sweeps_done) * N_SPINS * N_CHAINS)
    print(f"sweeps={int(state.sweeps_done)} acceptance={rate:.3f}")


if __name__ == "__main__":
    main()
