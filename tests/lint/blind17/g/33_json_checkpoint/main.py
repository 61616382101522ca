import jax
import jax.numpy as jnp
import numpy as np

import checkpoint


def init_mlp(key, sizes=(6, 16, 16, 2)):
    keys = jax.random.split(key, len(sizes) - 1)
    return tuple(
        {"w": jax.random.normal(k, (a, b)) * 0.2, "b": jnp.zeros(b)}
        for k, a, b in zip(keys, sizes[:-1], sizes[1:])
    )


@jax.jit
def forward(layers, x):
    for layer in layers[:-1]:
        x = jax.nn.relu(x @ layer["w"] + layer["b"])
    return x @ layers[-1]["w"] + layers[-1]["b"]


def main():
    rng = np.random.default_rng(0)
    params = init_mlp(jax.random.PRNGKey(0))
    registry = {"v1": checkpoint.dumps(params)}
    for request in range(6):
        if request == 3:
            params = checkpoint.loads(registry["v1"])
        x = rng.normal(size=(4, 6)).astype(np.float32)
        print(request, np.asarray(forward(params, x))[0].round(3))


if __name__ == "__main__":
    main()
