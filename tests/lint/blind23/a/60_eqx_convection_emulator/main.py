import equinox as eqx
import jax
import numpy as np

from model import ColumnParam
from train import optim, param_step


def main():
    rng = np.random.default_rng(0)
    nlev = 12
    T = rng.normal(size=(512, nlev)).astype(np.float32)
    q = rng.normal(size=(512, nlev)).astype(np.float32)
    heating = (0.3 * T * q - 0.1 * np.roll(T, 1, axis=1)).astype(np.float32)
    model = ColumnParam(nlev, 32, jax.random.PRNGKey(0))
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    for epoch in range(3):
        for s in range(0, 512, 128):
            model, opt_state, loss = param_step(model, opt_state, T[s:s + 128], q[s:s + 128], heating[s:s + 128])
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
