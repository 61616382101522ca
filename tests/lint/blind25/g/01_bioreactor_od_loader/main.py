import jax

from data import FermentationLoader
from model import init_params, sgd_step


def main():
    loader = FermentationLoader()
    params = init_params(jax.random.PRNGKey(0))
    for epoch in range(4):
        total = 0.0
        for xb, yb in loader:
            params, loss = sgd_step(params, xb, yb)
            total += float(loss)
        print(f"epoch {epoch} biomass mse {total:.4f}")


if __name__ == "__main__":
    main()
