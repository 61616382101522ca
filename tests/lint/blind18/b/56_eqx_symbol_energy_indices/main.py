import jax
import numpy as np

from model import SpeciesEnergyModel, predict_energy, species_indices

MOLECULES = {
    "water": ["O", "H", "H"],
    "ammonia": ["N", "H", "H", "H"],
    "hcn": ["H", "C", "N"],
    "hf": ["H", "F"],
    "methane": ["C", "H", "H", "H", "H"],
}


def pad_geometry(n_atoms, rng, max_atoms=5):
    pos = np.zeros((max_atoms, 3), np.float32)
    pos[:n_atoms] = rng.normal(scale=0.8, size=(n_atoms, 3))
    return pos


def main():
    rng = np.random.default_rng(0)
    model = SpeciesEnergyModel(jax.random.PRNGKey(0))
    for name, symbols in MOLECULES.items():
        padded = symbols + ["H"] * (5 - len(symbols))
        pos = pad_geometry(len(symbols), rng)
        mask = (np.arange(5) < len(symbols)).astype(np.float32)
        print(name, float(predict_energy(model, pos, species_indices(padded), mask)))


if __name__ == "__main__":
    main()
