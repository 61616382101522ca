import jax
import jax.numpy as jnp
import numpy as np

from quantize import quantize_per_channel, requantize


@jax.jit
def eval_quantized(qlayers, x, y):
    h = x
    for i, layer in enumerate(qlayers):
        h = h @ (layer["q"].astype(jnp.float32) * layer["scale"])
        if i < len(qlayers) - 1:
            h = jax.nn.relu(h)
    return jnp.mean((h - y) ** 2)


@jax.jit
def correction_grads(qlayers, x, y):
    def loss(deltas):
        layers = [{"q": l["q"], "scale": l["scale"], "d": d} for l, d in zip(qlayers, deltas)]
        h = x
        for i, l in enumerate(layers):
            h = h @ (l["q"].astype(jnp.float32) * l["scale"] + l["d"])
            if i < len(layers) - 1:
                h = jax.nn.relu(h)
        return jnp.mean((h - y) ** 2)

    zeros = [jnp.zeros(l["q"].shape) for l in qlayers]
    return jax.grad(loss)(zeros)


def main():
    rng = np.random.default_rng(0)
    float_weights = [rng.normal(size=(8, 16)).astype(np.float32) * 0.4, rng.normal(size=(16, 2)).astype(np.float32) * 0.4]
    x = rng.normal(size=(64, 8)).astype(np.float32)
    h = np.maximum(x @ float_weights[0], 0)
    y = h @ float_weights[1]

    qlayers = [quantize_per_channel(w) for w in float_weights]
    print("ptq mse", float(eval_quantized(qlayers, x, y)))
    for it in range(3):
        grads = correction_grads(qlayers, x, y)
        qlayers = [requantize(l, -0.5 * g) for l, g in zip(qlayers, grads)]
        print(f"correction {it}: mse", float(eval_quantized(qlayers, x, y)))


if __name__ == "__main__":
    main()
