import equinox as eqx
import jax
import numpy as np

from train import opt, train_epoch

LAG = 12


def radon_series(n=300, seed=4):
    # hourly Rn-222 in a uranium mine drift, Bq/m3 (normalized), with ventilation cycle
    rng = np.random.default_rng(seed)
    t = np.arange(n + LAG)
    s = 1.0 + 0.4 * np.sin(2 * np.pi * t / 24) + 0.05 * rng.standard_normal(n + LAG)
    x = np.stack([s[i:i + LAG] for i in range(n)]).astype(np.float32)
    y = s[LAG:LAG + n].astype(np.float32)
    return x[:288], y[:288]


def main():
    x, y = radon_series()
    model = eqx.nn.MLP(LAG, 1, 24, 2, key=jax.random.PRNGKey(0))
    opt_state = opt.init(eqx.filter(model, eqx.is_array))
    for epoch in range(4):
        model, opt_state, loss = train_epoch(model, opt_state, x, y, l2=1e-4)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
