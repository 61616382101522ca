import jax
import jax.numpy as jnp
import numpy as np
import optax

from evaluation import evaluate

opt = optax.adam(0.05)


def apply_fn(p, x):
    return x[..., None] * p["s"] + p["b"]


@jax.jit
def cup_disc_step(p, opt_state, x, y):
    def loss(p):
        return optax.softmax_cross_entropy_with_integer_labels(apply_fn(p, x), y).mean()

    l, g = jax.value_and_grad(loss)(p)
    u, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(p, u), opt_state, l


def main():
    rng = np.random.default_rng(0)
    x = rng.uniform(size=(20, 24, 24)).astype(np.float32)
    y = np.digitize(x, [0.5, 0.8]).astype(np.int32)  # background / rim / cup
    p = {"s": jnp.array([-1.0, 0.0, 1.0]), "b": jnp.zeros(3)}
    opt_state = opt.init(p)
    for epoch in range(4):
        for i in range(0, 16, 4):
            p, opt_state, l = cup_disc_step(p, opt_state, x[i:i + 4], y[i:i + 4])
        dice = evaluate(apply_fn, p, x[16:], y[16:])
        print(epoch, float(l), np.round(np.asarray(dice), 3))


if __name__ == "__main__":
    main()
