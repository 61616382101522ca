import jax
import numpy as np

from callbacks import HoldoutMonitor
from steps import forward_loss, optimizer, train_step


def main():
    rng = np.random.default_rng(0)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": jax.random.normal(k1, (4, 8)) * 0.3, "w2": jax.random.normal(k2, (8, 1)) * 0.3}
    opt_state = optimizer.init(params)
    x_val = rng.normal(size=(32, 4)).astype(np.float32)
    y_val = x_val.sum(-1)
    monitor = HoldoutMonitor(x_val, y_val)
    for step in range(6):
        x = rng.normal(size=(32, 4)).astype(np.float32)
        params, opt_state = train_step(params, opt_state, x, x.sum(-1))
        monitor.on_step_end(step, params)
    final = float(forward_loss(params, x_val, y_val, training=False))
    print(monitor.history, round(final, 4))


if __name__ == "__main__":
    main()
