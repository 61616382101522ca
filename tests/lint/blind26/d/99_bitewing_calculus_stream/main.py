import jax
import jax.numpy as jnp
import optax

from stream import dicom_stream, batched

opt = optax.adam(1e-2)


@jax.jit
def calculus_step(w, opt_state, x, y):
    def loss(w):
        feat = jnp.stack([x.mean((1, 2)), x.std((1, 2)), (x > 1.5).mean((1, 2))], -1)
        return optax.sigmoid_binary_cross_entropy(feat @ w, y).mean()

    l, g = jax.value_and_grad(loss)(w)
    u, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(w, u), opt_state, l


def main():
    w = jnp.zeros(3)
    opt_state = opt.init(w)
    for epoch in range(3):
        for x, y in batched(dicom_stream(12, seed=epoch), size=8):
            w, opt_state, l = calculus_step(w, opt_state, x, y)
        print(epoch, float(l))


if __name__ == "__main__":
    main()
