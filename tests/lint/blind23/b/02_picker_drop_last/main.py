import jax

from data import WaveformLoader
from model import init_params, optimizer, picker_update


def main():
    params = init_params(jax.random.PRNGKey(0))
    opt_state = optimizer.init(params)
    loader = WaveformLoader(n_traces=70, batch_size=16)
    for epoch in range(3):
        total = 0.0
        for x, y in loader:
            params, opt_state, loss = picker_update(params, opt_state, x, y)
            total += float(loss)
        print(f"epoch {epoch} loss {total:.4f}")


if __name__ == "__main__":
    main()
