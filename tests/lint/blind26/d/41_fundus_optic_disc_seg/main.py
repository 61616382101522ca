import jax
import jax.numpy as jnp
import optax

from annotations import annotated_set

opt = optax.adam(1e-2)


def od_logits(p, img):
    return img @ p["w"] + p["b"]


@jax.jit
def od_step(p, opt_state, img, mask):
    def loss(p):
        return optax.sigmoid_binary_cross_entropy(od_logits(p, img), mask).mean()

    l, g = jax.value_and_grad(loss)(p)
    u, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(p, u), opt_state, l


def main():
    p = {"w": jnp.zeros(3), "b": jnp.zeros(())}
    opt_state = opt.init(p)
    for epoch in range(2):
        for img, mask in annotated_set(9):
            p, opt_state, l = od_step(p, opt_state, img, mask)
        print(epoch, float(l))


if __name__ == "__main__":
    main()
