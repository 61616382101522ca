import jax
import jax.numpy as jnp
import numpy as np

from steps import forward, net


def main():
    rng = np.random.default_rng(0)
    variables = net.init(jax.random.PRNGKey(0), jnp.zeros((32, 8)), False)
    for epoch in range(3):
        for _ in range(3):
            x = rng.normal(size=(32, 8)).astype(np.float32)
            _, stats = forward(variables, x, train=True)
            variables = {"params": variables["params"], "batch_stats": stats}
        xv = rng.normal(size=(32, 8)).astype(np.float32)
        pv, _ = forward(variables, xv, train=False)
        print(epoch, round(float(pv.mean()), 4))


if __name__ == "__main__":
    main()
