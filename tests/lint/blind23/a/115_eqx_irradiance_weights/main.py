import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

from model import opt
from trainer import train


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(160, 4)).astype(np.float32)   # solar zenith, cloud cover, AOD, water vapour
    y = rng.normal(size=(160, 3)).astype(np.float32)   # direct, diffuse, global irradiance anomalies
    weights = jnp.array([1.0, 0.5, 2.0])
    model = eqx.nn.MLP(4, 3, 32, 2, key=jax.random.PRNGKey(0))
    opt_state = opt.init(eqx.filter(model, eqx.is_array))
    batches = [(x[s:s + 40], y[s:s + 40]) for s in range(0, 160, 40)]
    for epoch in range(2):
        model, opt_state, loss = train(model, opt_state, batches, weights)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
