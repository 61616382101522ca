import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

from model import ShotQuality
from train import opt, step


def main():
    rng = np.random.default_rng(0)
    model = ShotQuality(jax.random.PRNGKey(0))
    opt_state = opt.init(eqx.filter(model, eqx.is_array))
    temperature = 2.0
    for epoch in range(5):
        x = rng.normal(size=(32, 4)).astype(np.float32)
        y = (rng.random(32) < 0.2).astype(np.float32)
        t = jnp.asarray(temperature, dtype=jnp.float32)
        model, opt_state, loss = step(model, opt_state, x, y, t)
        temperature = max(1.0, temperature * 0.8)
        print(epoch, round(temperature, 3), float(loss))


if __name__ == "__main__":
    main()
