import jax
import numpy as np

from model import EtaMLP
from train import eta_train_step


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(128, 6)).astype(np.float32)
    y = (x[:, 0] * 5 + 20).astype(np.float32)
    key = jax.random.PRNGKey(0)
    params = EtaMLP().init(key, x[:1], key)
    for epoch in range(4):
        model = EtaMLP(rate=0.3 * (0.7 ** epoch))
        for i in range(0, 128, 32):
            key, sub = jax.random.split(key)
            params, l = eta_train_step(model, params, x[i:i + 32], y[i:i + 32], sub)
        print(epoch, model.rate, float(l))


if __name__ == "__main__":
    main()
