import equinox as eqx
import jax
import numpy as np

from fit import dpa_step, opt
from losses import weighted_log_mse


def irradiation_data(n=128, seed=0):
    # features: log fluence (n/cm2, E>0.1 MeV), temperature/1000 K, Ni content; target: dpa
    rng = np.random.default_rng(seed)
    lf = rng.uniform(19, 22, n)
    temp = rng.uniform(0.55, 0.65, n)
    ni = rng.uniform(0.0, 0.012, n)
    dpa = 10 ** (lf - 21) * 1.5 * (1 + 10 * ni) * (1.2 - 0.3 * temp)
    return np.stack([lf - 20.5, temp, ni * 100], 1).astype(np.float32), dpa.astype(np.float32)


def main():
    x, y = irradiation_data()
    model = eqx.nn.MLP(3, 1, 32, 2, key=jax.random.PRNGKey(0))
    opt_state = opt.init(eqx.filter(model, eqx.is_array))
    for epoch in range(4):
        loss_fn = weighted_log_mse(high_fluence_weight=2.0)
        for _ in range(10):
            model, opt_state, loss = dpa_step(model, opt_state, x, y, loss_fn)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
