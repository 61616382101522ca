import equinox as eqx
import jax
import numpy as np

from model import NoisyDownscaler, with_noise
from train import noisy_step, opt


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 9)).astype(np.float32)   # 3x3 coarse neighbourhood
    y = x[:, 4:5] + 0.2 * x[:, :1]
    key = jax.random.PRNGKey(0)
    model = NoisyDownscaler(eqx.nn.MLP(9, 1, 32, 2, key=key), noise_std=0.5)
    opt_state = opt.init(eqx.filter(model, eqx.is_array))
    for epoch in range(5):
        model = with_noise(model, 0.5 * (0.7 ** epoch))
        for _ in range(4):
            key, sub = jax.random.split(key)
            model, opt_state, loss = noisy_step(model, opt_state, x, y, sub)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
