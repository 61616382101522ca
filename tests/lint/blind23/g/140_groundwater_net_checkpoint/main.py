import flax.linen as nn
import jax
import jax.numpy as jnp
import numpy as np

from checkpoint import restore, save


class GroundwaterLevelNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(1)(nn.relu(nn.Dense(24)(x)))[:, 0]


net = GroundwaterLevelNet()


@jax.jit
def evaluate_rmse(params, x, y):
    return jnp.sqrt(jnp.mean((net.apply(params, x) - y) ** 2))


def main():
    rng = np.random.default_rng(6)
    x = rng.normal(size=(200, 4)).astype(np.float32)
    y = (x @ np.array([0.5, -0.2, 0.1, 0.3], np.float32)).astype(np.float32)
    params = net.init(jax.random.PRNGKey(0), x[:1])
    print("fresh model RMSE", float(evaluate_rmse(params, x, y)))
    blob = save(jax.device_get(params))
    for week in range(3):
        restored = restore(blob)
        print(f"week {week}: restored model RMSE {float(evaluate_rmse(restored, x, y)):.4f}")


if __name__ == "__main__":
    main()
