import numpy as np
import jax

from data import haemocytometer_tiles, maybe_augment
from model import net, tx, count_step


def main():
    rng = np.random.default_rng(1)
    params = net.init(jax.random.PRNGKey(0), np.zeros((1, 16, 16, 1), np.float32))
    opt_state = tx.init(params)
    for epoch in range(3):
        for imgs, counts in haemocytometer_tiles(8, seed=epoch):
            imgs = maybe_augment(imgs, rng)
            params, opt_state, loss = count_step(params, opt_state, imgs, counts)
        print(f"epoch {epoch}: loss {float(loss):.2f}")


if __name__ == "__main__":
    main()
