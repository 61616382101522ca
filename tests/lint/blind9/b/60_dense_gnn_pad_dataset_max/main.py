import jax

from data import DenseGraphLoader, random_molecules
from model import init_params, optimizer, train_step


def main():
    loader = DenseGraphLoader(random_molecules(24), batch_size=2)
    params = init_params(jax.random.PRNGKey(0))
    opt_state = optimizer.init(params)
    for epoch in range(2):
        for adj, x, mask, y in loader:
            params, opt_state, loss = train_step(params, opt_state, adj, x, mask, y)
        print(f"epoch {epoch}: loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
