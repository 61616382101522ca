import jax
import numpy as np

from loader import StructureLoader
from potential import init, optimizer, train_step

N_ATOMS = 6


def reference_calculation(rng, n):
    """Stand-in for DFT: LJ energies of random compact clusters."""
    pos = rng.normal(scale=1.2, size=(n, N_ATOMS, 3)).astype(np.float32)
    d = np.linalg.norm(pos[:, :, None] - pos[:, None], axis=-1) + np.eye(N_ATOMS)
    inv6 = np.minimum(d ** -6, 2.0)
    e = 0.5 * np.sum((4 * (inv6 ** 2 - inv6)) * (1 - np.eye(N_ATOMS)), axis=(1, 2))
    return pos, e.astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    positions, energies = reference_calculation(rng, 10)
    params = init(jax.random.PRNGKey(0))
    opt_state = optimizer.init(params)
    for al_round in range(5):
        loader = StructureLoader(positions, energies, batch_size=4, seed=al_round)
        for pos_b, e_b, w_b in loader:
            params, opt_state, loss = train_step(params, opt_state, pos_b, e_b, w_b)
        print(f"round {al_round}: {len(energies)} structures, {len(loader)} batches, loss {float(loss):.3f}")
        # query the reference method for a few new structures and grow the training set
        new_pos, new_e = reference_calculation(rng, 3)
        positions = np.concatenate([positions, new_pos])
        energies = np.concatenate([energies, new_e])


if __name__ == "__main__":
    main()
