import numpy as np
import jax

from net import net
from schedule import dropout_for_epoch
from train import opt, tea_step


def main():
    rng = np.random.default_rng(0)
    # e-nose / colour features of black tea leaves; grades OP, BOP, FBOP, dust
    x = rng.normal(size=(64, 20)).astype(np.float32)
    labels = (np.abs(x[:, :4]).argmax(1)).astype(np.int32)
    key = jax.random.PRNGKey(0)
    params = net.init(key, x, 0.0)
    opt_state = opt.init(params)
    for epoch in range(8):
        key, sub = jax.random.split(key)
        params, opt_state, loss = tea_step(params, opt_state, sub, x, labels, dropout_for_epoch(epoch))
        print(epoch, round(float(loss), 4))


if __name__ == "__main__":
    main()
