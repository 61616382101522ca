import jax
import jax.numpy as jnp
import optax

from loader import PeriapicalLoader

opt = optax.sgd(0.05)


@jax.jit
def lesion_update(w, opt_state, img, label):
    def loss(w):
        feat = jnp.stack([img.mean(), img.std(), (img < 0.2).mean()])
        return optax.sigmoid_binary_cross_entropy(feat @ w["v"] + w["c"], label)

    l, g = jax.value_and_grad(loss)(w)
    u, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(w, u), opt_state, l


def main():
    w = {"v": jnp.zeros(3), "c": jnp.zeros(())}
    opt_state = opt.init(w)
    for epoch in range(2):
        for img, label in PeriapicalLoader(10):
            w, opt_state, l = lesion_update(w, opt_state, img, jnp.float32(label))
        print(epoch, float(l))


if __name__ == "__main__":
    main()
