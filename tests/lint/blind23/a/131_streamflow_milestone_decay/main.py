import jax
import numpy as np

from trainer import MilestoneDecay, predict, tuned_step, tx


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(128, 6)).astype(np.float32)   # upstream gauges + rainfall
    y = (np.tanh(x[:, :1]) + 0.05 * rng.normal(size=(128, 1))).astype(np.float32)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": 0.3 * jax.random.normal(k1, (6, 16)), "w2": 0.3 * jax.random.normal(k2, (16, 1))}
    opt_state = tx.init(params)
    decay = MilestoneDecay()
    for epoch in range(12):
        for s in range(0, 96, 32):
            params, opt_state, loss = tuned_step(params, opt_state, x[s:s + 32], y[s:s + 32])
        val = float(np.mean((np.asarray(predict(params, x[96:])) - y[96:]) ** 2))
        opt_state = decay(opt_state, epoch)
    print(float(loss), val, float(opt_state.hyperparams["learning_rate"]))


if __name__ == "__main__":
    main()
