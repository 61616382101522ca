import jax

from data import FrameLoader
from model import init_params, optimizer, train_step


def main():
    params = init_params(jax.random.PRNGKey(0))
    opt_state = optimizer.init(params)
    loader = FrameLoader()
    for epoch in range(3):
        total = 0.0
        for noisy, clean in loader:
            params, opt_state, loss = train_step(params, opt_state, noisy, clean)
            total += float(loss)
        print(f"epoch {epoch} loss {total:.4f}")


if __name__ == "__main__":
    main()
