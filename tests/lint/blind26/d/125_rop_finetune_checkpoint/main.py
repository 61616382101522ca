import jax
import jax.numpy as jnp
import numpy as np
import optax

from checkpoint import load_npz, save_npz


@jax.jit
def rop_finetune_step(params, x, y):
    def loss(p):
        return optax.sigmoid_binary_cross_entropy(x @ p["w"] + p["b"], y).mean()

    l, g = jax.value_and_grad(loss)(params)
    return jax.tree_util.tree_map(lambda p, d: p - 0.3 * d, params, g), l


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 6)).astype(np.float32)
    y = (x[:, 2] > 0.3).astype(np.float32)
    pretrained = {"w": rng.normal(size=6) * 0.1, "b": -1.0}
    params = load_npz(save_npz(pretrained))
    for epoch in range(3):
        for i in range(0, 64, 16):
            params, l = rop_finetune_step(params, x[i:i + 16], y[i:i + 16])
        print(epoch, float(l))


if __name__ == "__main__":
    main()
