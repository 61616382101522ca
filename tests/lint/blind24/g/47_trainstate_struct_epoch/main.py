import jax
import jax.numpy as jnp
import numpy as np
import optax

from state import create_state

tx = optax.adam(1e-2)


@jax.jit
def epoch_step(state, x, y):
    def loss(p):
        logits = x @ p["w"] + p["b"]
        return optax.sigmoid_binary_cross_entropy(logits, y).mean()
    l, g = jax.value_and_grad(loss)(state.params)
    u, opt_state = tx.update(g, state.opt_state, state.params)
    return state.replace(params=optax.apply_updates(state.params, u), opt_state=opt_state), l


def main():
    rng = np.random.default_rng(0)
    x = jnp.asarray(rng.normal(size=(500, 5)), jnp.float32)
    y = jnp.asarray((rng.random(500) < 0.3).astype(np.float32))
    state = create_state({"w": jnp.zeros(5), "b": jnp.zeros(())}, tx)
    for _ in range(5):
        state, l = epoch_step(state, x, y)
        state = state.next_epoch()
        print(state.epoch, float(l))


if __name__ == "__main__":
    main()
