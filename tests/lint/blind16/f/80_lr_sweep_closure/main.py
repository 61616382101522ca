import jax
import jax.numpy as jnp
import numpy as np

from train_lib import init_mlp, make_train_step, mlp

LEARNING_RATES = [0.3, 0.1, 0.03, 0.01]


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(320, 8)).astype(np.float32)
    y = (x[:, 0] * x[:, 1] + np.sin(x[:, 2])).astype(np.float32)
    results = {}
    for lr in LEARNING_RATES:
        step = make_train_step(lr)
        params = init_mlp(jax.random.PRNGKey(0), 8)
        velocity = jax.tree_util.tree_map(jnp.zeros_like, params)
        for epoch in range(3):
            for i in range(0, 256, 64):
                params, velocity, loss = step(params, velocity, x[i:i + 64], y[i:i + 64])
        results[lr] = float(jnp.mean((mlp(params, x[256:]) - y[256:]) ** 2))
    print(results)


if __name__ == "__main__":
    main()
