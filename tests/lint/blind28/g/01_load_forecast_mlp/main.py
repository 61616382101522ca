import jax

from data import make_hourly_load, build_features, HourlyBatches
from model import init_params, optimizer, train_step


def main():
    hours, temp, load = make_hourly_load(n_days=30)
    X, y = build_features(hours, temp, load)
    loader = HourlyBatches(X, y, batch_size=64)
    params = init_params(jax.random.PRNGKey(0), X.shape[1])
    opt_state = optimizer.init(params)
    for epoch in range(3):
        total = 0.0
        for xb, yb in loader:
            params, opt_state, loss = train_step(params, opt_state, xb, yb)
            total += float(loss)
        print(f"epoch {epoch} loss {total:.4f}")


if __name__ == "__main__":
    main()
