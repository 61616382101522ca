import jax
import jax.numpy as jnp
import numpy as np

from schedules import lr_scale

BASE_LR = 0.05


@jax.jit
def scaled_sgd(params, feats, years, scale):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((feats @ p["w"] + p["b"] - years) ** 2))(params)
    return jax.tree_util.tree_map(lambda a, b: a - BASE_LR * scale * b, params, g), loss


def main():
    rng = np.random.default_rng(101)
    feats = rng.normal(size=(48, 6)).astype(np.float32)
    years = (feats @ rng.normal(size=6) + 0.1 * rng.normal(size=48)).astype(np.float32)
    params = {"w": jnp.zeros(6), "b": jnp.zeros(())}
    for epoch in range(4):
        for i in range(0, 48, 16):
            params, loss = scaled_sgd(params, feats[i:i + 16], years[i:i + 16], lr_scale(epoch))
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
