import numpy as np
import jax
import equinox as eqx

from model import make_model, opt, sweep_step


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(0, 1, (128, 8)).astype(np.float32)
    y = np.tanh(x[:, 0] * x[:, 1] + x[:, 2]).astype(np.float32)  # foam stability score
    for hidden in [16, 32]:
        model = make_model(hidden, jax.random.PRNGKey(hidden))
        state = opt.init(eqx.filter(model, eqx.is_array))
        for _ in range(100):
            model, state, loss = sweep_step(model, state, x, y)
        print(f"hidden {hidden}: final loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
