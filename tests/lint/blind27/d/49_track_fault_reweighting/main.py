import jax.numpy as jnp
import numpy as np

from steps import tx, fault_step, logits_fn
from callbacks import RecallReweighter


def main():
    rng = np.random.default_rng(0)
    n, d, k = 256, 10, 3
    x = rng.normal(size=(n, d)).astype(np.float32)
    y = np.where(x[:, 0] > 1.0, 2, np.where(x[:, 1] > 0.8, 1, 0)).astype(np.int32)
    params = {"w": jnp.zeros((d, k)), "b": jnp.zeros(k)}
    opt_state = tx.init(params)
    cb = RecallReweighter(k)
    for epoch in range(4):
        for i in range(0, n, 64):
            params, opt_state, l = fault_step(params, opt_state, x[i:i + 64], y[i:i + 64], cb.weights)
        recall = cb.on_epoch_end(np.asarray(logits_fn(params, x)).argmax(1), y)
        print(epoch, np.round(recall, 2), float(l))


if __name__ == "__main__":
    main()
