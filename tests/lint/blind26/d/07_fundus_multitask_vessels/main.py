import jax
import jax.numpy as jnp
import optax

from datasets import mixed_stream

opt = optax.adam(1e-2)


def unet_lite(p, img):
    h = jax.nn.relu(img @ p["enc"])
    return (h @ p["dec"])[..., 0], h.mean(axis=(1, 2)) @ p["cls"]


@jax.jit
def multitask_step(p, opt_state, batch):
    def loss(p):
        seg, cls = unet_lite(p, batch["image"])
        l = jnp.mean(cls ** 2) * 0.01
        if "vessels" in batch:
            l = l + optax.sigmoid_binary_cross_entropy(seg, batch["vessels"]).mean()
        return l

    l, g = jax.value_and_grad(loss)(p)
    u, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(p, u), opt_state, l


def main():
    k1, k2, k3 = jax.random.split(jax.random.PRNGKey(0), 3)
    p = {"enc": jax.random.normal(k1, (3, 8)) * 0.5,
         "dec": jax.random.normal(k2, (8, 1)) * 0.5,
         "cls": jax.random.normal(k3, (8, 2)) * 0.5}
    opt_state = opt.init(p)
    stream = mixed_stream()
    for epoch in range(2):
        for batch in stream:
            p, opt_state, l = multitask_step(p, opt_state, batch)
        print(epoch, float(l))


if __name__ == "__main__":
    main()
