import numpy as np
import jax
import jax.numpy as jnp

from net import aesthetic
from train import aesthetic_step, tx


def frame_features(rng, n):
    x = rng.standard_normal((n, 18)).astype(np.float32)
    y = (x[:, :3].sum(axis=1) * 0.3).astype(np.float32)
    return x, y


def main():
    rng = np.random.default_rng(0)
    x, y = frame_features(rng, 128)
    params, state = aesthetic.init(jax.random.PRNGKey(0), x[:32], True)
    opt_state = tx.init(params)
    for epoch in range(4):
        for i in range(0, 128, 32):
            params, state, opt_state, loss = aesthetic_step(params, state, opt_state, x[i:i + 32],
                                                            y[i:i + 32], is_training=True)
        print(epoch, round(float(loss), 4))


if __name__ == "__main__":
    main()
