import equinox as eqx
import jax
import numpy as np

from emulator import build, optim, emulator_step
from sps import fake_sps_library


def main():
    theta, mags = fake_sps_library()
    mu, sd = theta.mean(0), theta.std(0)
    theta = (theta - mu) / sd
    model = build(jax.random.PRNGKey(0))
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    rng = np.random.default_rng(0)
    for epoch in range(4):
        perm = rng.permutation(len(theta))
        for s in range(0, len(theta), 128):
            b = perm[s:s + 128]
            model, opt_state, loss = emulator_step(model, opt_state, theta[b], mags[b])
        print(f"epoch {epoch}: mse {float(loss):.5f}")


if __name__ == "__main__":
    main()
