import jax
import jax.numpy as jnp
import numpy as np
import optax

from datasets import spectroscopic_sample, visual_inspection_sample

tx = optax.adam(0.05)


@jax.jit
def logistic_step(params, opt_state, x, y):
    def loss(p):
        return optax.sigmoid_binary_cross_entropy(x @ p["w"] + p["b"], y.astype(jnp.float32)).mean()
    l, g = jax.value_and_grad(loss)(params)
    u, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, u), opt_state, l


def main():
    rng = np.random.default_rng(0)
    params = {"w": jnp.zeros(3, jnp.float32), "b": jnp.zeros((), jnp.float32)}
    opt_state = tx.init(params)
    for rnd in range(3):
        for source in (spectroscopic_sample, visual_inspection_sample):
            x, y = source(rng)
            for _ in range(20):
                params, opt_state, l = logistic_step(params, opt_state, x, y)
            print(f"round {rnd} {source.__name__}: loss {float(l):.3f}")


if __name__ == "__main__":
    main()
