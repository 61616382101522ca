import jax

from data import MoleculeLoader, synthetic_molecules
from model import init_params, sgd_step

BATCH = 5


def main():
    loader = MoleculeLoader(synthetic_molecules(), BATCH, drop_last=True)
    params = init_params(jax.random.PRNGKey(0))
    for epoch in range(2):
        losses = []
        for pos, z, energy in loader:
            params, loss = sgd_step(params, pos, z, energy)
            losses.append(float(loss))
        print(f"epoch {epoch}: {len(losses)} batches, mse {sum(losses) / len(losses):.4f}")


if __name__ == "__main__":
    main()
