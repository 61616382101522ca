import equinox as eqx
import jax
import optax

from data import Loader, lj_cluster_dataset
from model import PairEnergy, train_step

BATCH_SIZE = 32


def main():
    pos, energy = lj_cluster_dataset(100, 5)
    model = PairEnergy(jax.random.PRNGKey(0))
    optim = optax.adam(1e-3)
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    loader = Loader(pos, energy, BATCH_SIZE)
    for epoch in range(3):
        for xb, eb in loader:
            model, opt_state, loss = train_step(model, opt_state, xb, eb, optim)
        print(f"epoch {epoch} loss={float(loss):.4f}")


if __name__ == "__main__":
    main()
