import equinox as eqx
import jax
import numpy as np

from train import optim, run_epoch


def main():
    rng = np.random.default_rng(0)
    # Scheimpflug features -> endothelial cell density (scaled)
    x = rng.normal(size=(64, 6)).astype(np.float32)
    y = (x[:, 0] * 0.8 - x[:, 2] * 0.3 + rng.normal(0, 0.3, 64)).astype(np.float32)
    model = eqx.nn.MLP(6, 1, 16, 2, key=jax.random.PRNGKey(0))
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    for epoch in range(3):
        model, opt_state, l = run_epoch(model, opt_state, x, y, huber_delta=1.0)
        print(epoch, float(l))


if __name__ == "__main__":
    main()
