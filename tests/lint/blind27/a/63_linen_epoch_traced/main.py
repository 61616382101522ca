import numpy as np
import jax
import jax.numpy as jnp

from train import net, tx, fit_batch


def main():
    rng = np.random.default_rng(161)
    x = rng.normal(size=(960, 7)).astype(np.float32)
    y = (np.log1p(rng.gamma(2.0, 1500.0, 960)) - 7.0).astype(np.float32)
    params = net.init(jax.random.PRNGKey(0), x[:1])
    opt_state = tx.init(params)
    for epoch in range(8):
        for b in range(0, 960, 96):
            params, opt_state, loss = fit_batch(params, opt_state, x[b:b + 96], y[b:b + 96], epoch)
        print(epoch, round(float(loss), 4))


if __name__ == "__main__":
    main()
