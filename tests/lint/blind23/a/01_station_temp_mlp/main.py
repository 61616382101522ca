import jax

from data import StationLoader
from train import init_params, optimizer, train_step


def main():
    loader = StationLoader()
    params = init_params(jax.random.PRNGKey(0), loader.x.shape[1])
    opt_state = optimizer.init(params)
    for epoch in range(3):
        total = 0.0
        for xb, yb in loader:
            params, opt_state, loss = train_step(params, opt_state, xb, yb)
            total += float(loss)
        print(f"epoch {epoch} mse {total:.4f}")


if __name__ == "__main__":
    main()
