import jax
from data import load_herd_records, HerdLoader
from model import init_params, optimizer, train_step


def main():
    x, y = load_herd_records()
    loader = HerdLoader(x, y, batch_size=32)
    params = init_params(jax.random.PRNGKey(0))
    opt_state = optimizer.init(params)
    for epoch in range(4):
        total = 0.0
        for xb, yb in loader:
            params, opt_state, loss = train_step(params, opt_state, xb, yb)
            total += float(loss)
        print(f"epoch {epoch} ADG mse {total:.4f}")


if __name__ == "__main__":
    main()
