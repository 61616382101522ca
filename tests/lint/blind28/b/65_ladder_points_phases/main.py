import jax.numpy as jnp
import numpy as np

from train import rank_step, make_optimizer


def main():
    rng = np.random.default_rng(1)
    # regress end-of-season ladder points from mid-season stats
    x = rng.normal(size=(200, 8)).astype(np.float32)
    y = (x @ rng.normal(size=8)).astype(np.float32)
    params = jnp.zeros(8)
    opt_state = make_optimizer("warm").init(params)
    for epoch in range(6):
        phase = "warm" if epoch < 2 else "main"
        tx = make_optimizer(phase)
        params, opt_state, loss = rank_step(params, opt_state, x, y, tx=tx)
        print(epoch, phase, float(loss))


if __name__ == "__main__":
    main()
