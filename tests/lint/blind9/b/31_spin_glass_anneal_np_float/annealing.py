import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def metropolis_sweep(spins, couplings, key, temperature):
    def flip(i, carry):
        s, k = carry
        k, sub = jax.random.split(k)
        delta = 2.0 * s[i] * (couplings[i] @ s)
        accept = jax.random.uniform(sub) < jnp.exp(-delta / temperature)
        return s.at[i].set(jnp.where(accept, -s[i], s[i])), k
    spins, _ = jax.lax.fori_loop(0, spins.shape[0], flip, (spins, key))
    return spins


def energy(spins, couplings):
    return -0.5 * float(spins @ couplings @ spins)


def anneal(spins, couplings, key, t_start=3.0, t_end=0.2, n_stages=6):
    cooling = np.exp(np.log(t_end / t_start) / (n_stages - 1))
    temperature = t_start
    for stage in range(n_stages):
        key, sub = jax.random.split(key)
        spins = metropolis_sweep(spins, couplings, sub, temperature)
        print(f"T={temperature:.3f} E={energy(spins, couplings):.3f}")
        temperature = temperature * cooling
    return spins
