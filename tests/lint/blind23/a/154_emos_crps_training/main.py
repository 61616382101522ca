import jax.numpy as jnp
import numpy as np

from config import BATCH, EPOCHS, OPTIMIZER
from steps import emos_step


def main():
    rng = np.random.default_rng(0)
    ens = rng.normal(10, 3, (160, 20)).astype(np.float32)   # 20-member 2 m temperature forecasts
    obs = (ens.mean(1) * 0.9 + 1.0 + rng.normal(0, 1.2, 160)).astype(np.float32)
    m, v = ens.mean(1), ens.var(1)
    params = {k: jnp.zeros(()) for k in "abcd"}
    params["b"] = jnp.ones(())
    opt_state = OPTIMIZER.init(params)
    for epoch in range(EPOCHS):
        for s in range(0, 160, BATCH):
            params, opt_state, loss = emos_step(params, opt_state, m[s:s + BATCH], v[s:s + BATCH], obs[s:s + BATCH],
                                                optimizer=OPTIMIZER)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
