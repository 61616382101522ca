import jax.numpy as jnp
import numpy as np

from md import HarmonicChain, MDState


def initial_state(n_beads, amplitude=0.3):
    x0 = jnp.arange(n_beads, dtype=jnp.float32)
    mode = np.sin(np.pi * np.arange(n_beads) / (n_beads - 1)).astype(np.float32)
    return MDState(x0 + amplitude * mode, jnp.zeros(n_beads), jnp.zeros(()))


def main():
    chain = HarmonicChain(n_beads=16, beta=0.5)
    state = initial_state(chain.n_beads)
    for step in range(8):
        state = chain.integrator(state)
        if step % 4 == 3:
            ke = float(chain.kinetic_energy(state))
            print(f"t={float(state.time):.2f} KE={ke:.5f}")


if __name__ == "__main__":
    main()
