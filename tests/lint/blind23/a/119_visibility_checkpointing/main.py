import jax
import numpy as np

from checkpoint import restore, save
from model import net, visibility_loss, visibility_sgd


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 5)).astype(np.float32)   # RH, wind, T-Td, PM2.5, hour
    y = (x[:, 0] - 0.5 * x[:, 2]).astype(np.float32)
    params = net.init(jax.random.PRNGKey(0), x[:1])
    for epoch in range(4):
        for _ in range(5):
            params = visibility_sgd(params, x, y)
        print(epoch, float(visibility_loss(params, x, y)))
        if epoch == 1:
            params = restore(save(params))  # simulate job restart from checkpoint


if __name__ == "__main__":
    main()
