import jax

from data import batches, synthetic_molecules
from model import init_params, sgd_step

BATCH = 4


def main():
    mols = synthetic_molecules()
    params = init_params(jax.random.PRNGKey(0))
    for epoch in range(2):
        losses = []
        for pos, z, energy in batches(mols, BATCH):
            params, loss = sgd_step(params, pos, z, energy)
            losses.append(float(loss))
        print(f"epoch {epoch}: mse {sum(losses) / len(losses):.4f}")


if __name__ == "__main__":
    main()
