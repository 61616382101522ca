import haiku as hk
import jax
import jax.numpy as jnp
import numpy as np

from store import load, save


def forward(x):
    return hk.nets.MLP([24, 1])(x)[:, 0]


net = hk.without_apply_rng(hk.transform(forward))


@jax.jit
def spring_flow_rmse(params, x, y):
    return jnp.sqrt(jnp.mean((net.apply(params, x) - y) ** 2))


def main():
    rng = np.random.default_rng(6)
    x = rng.normal(size=(200, 4)).astype(np.float32)
    y = (x @ np.array([0.5, -0.2, 0.1, 0.3], np.float32)).astype(np.float32)
    params = net.init(jax.random.PRNGKey(0), x[:1])
    print("fresh model RMSE", float(spring_flow_rmse(params, x, y)))
    blob = save(params)
    for week in range(3):
        restored = load(blob)
        print(f"week {week}: restored model RMSE {float(spring_flow_rmse(restored, x, y)):.4f}")


if __name__ == "__main__":
    main()
