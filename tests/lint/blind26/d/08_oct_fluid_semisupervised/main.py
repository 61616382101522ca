import jax
import jax.numpy as jnp
import optax

from data import OCTFluidSet

opt = optax.adam(5e-3)


def predict(w, scan):
    x = scan[..., None]
    return jnp.squeeze(jnp.tanh(x @ w["w1"]) @ w["w2"], -1)


@jax.jit
def fluid_step(w, opt_state, batch):
    def loss(w):
        logits = predict(w, batch["scan"])
        pix = optax.sigmoid_binary_cross_entropy(logits, batch["fluid"]).mean(axis=(1, 2))
        return (pix * batch["has_mask"]).sum() / jnp.maximum(batch["has_mask"].sum(), 1.0)

    l, g = jax.value_and_grad(loss)(w)
    u, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(w, u), opt_state, l


def main():
    ds = OCTFluidSet(40)
    w = {"w1": jnp.ones((1, 6)) * 0.3, "w2": jnp.linspace(-1, 1, 6)[:, None]}
    opt_state = opt.init(w)
    for epoch in range(3):
        for batch in ds.batches(8):
            w, opt_state, l = fluid_step(w, opt_state, batch)
        print(epoch, float(l))


if __name__ == "__main__":
    main()
