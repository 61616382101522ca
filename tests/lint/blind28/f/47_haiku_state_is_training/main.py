import jax
import numpy as np

from net import net
from steps import opt, run_clip_batch


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(40, 4, 16, 16, 3)).astype(np.float32)
    y = rng.integers(0, 6, 40).astype(np.int32)
    params, state = net.init(jax.random.PRNGKey(0), x[:8], True)
    opt_state = opt.init(params)
    for epoch in range(3):
        for i in range(0, 32, 8):
            params, state, opt_state, loss, _ = run_clip_batch(params, state, opt_state, x[i : i + 8], y[i : i + 8], is_training=True)
        _, _, _, vloss, acc = run_clip_batch(params, state, opt_state, x[32:40], y[32:40], is_training=False)
        print(epoch, float(loss), float(vloss), float(acc))


if __name__ == "__main__":
    main()
