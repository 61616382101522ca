import jax
import jax.numpy as jnp
import numpy as np
import optax

from program import InfillProgram

tx = optax.adam(2e-2)
BATCH = 32


@jax.jit
def minibatch_step(p, s, x, y):
    def loss(q):
        return jnp.mean((jnp.tanh(x @ q["w1"]) @ q["w2"] - y) ** 2)
    l, g = jax.value_and_grad(loss)(p)
    u, s = tx.update(g, s)
    return optax.apply_updates(p, u), s, l


def main():
    prog = InfillProgram()
    rng = np.random.default_rng(0)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    p = {"w1": jax.random.normal(k1, (3, 16)), "w2": jax.random.normal(k2, (16,)) * 0.1}
    s = tx.init(p)
    for rnd in range(5):
        x, y = prog.drill_round()
        for _ in range(20):
            idx = rng.integers(0, len(x), size=BATCH)
            p, s, l = minibatch_step(p, s, x[idx], y[idx])
        print(f"round {rnd}: {len(x)} samples, batch mse {float(l):.4f}")


if __name__ == "__main__":
    main()
