import jax
import jax.numpy as jnp
import optax

from loaders import combined

opt = optax.adam(1e-2)


@jax.jit
def referable_dr_step(w, opt_state, x, y):
    def loss(w):
        logit = x @ w["v"] + w["c"]
        return optax.sigmoid_binary_cross_entropy(logit, y.reshape(logit.shape)).mean()

    l, g = jax.value_and_grad(loss)(w)
    u, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(w, u), opt_state, l


def main():
    w = {"v": jnp.zeros(20), "c": jnp.zeros(())}
    opt_state = opt.init(w)
    for epoch in range(2):
        for x, y in combined(epoch):
            w, opt_state, l = referable_dr_step(w, opt_state, x, y)
        print(epoch, float(l))


if __name__ == "__main__":
    main()
